import { sql, type AnyColumn } from 'drizzle-orm';
import { bigint, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'client'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'deleted'] }).notNull().default('pending'),
    avatar: text('avatar'),
    locale: text('locale').notNull().default('en'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Carried by every access token; raised to end the tokens issued so far (password change or reset, sign-out, refresh-token reuse, deletion). */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/** Rotating refresh tokens: one row per issued token, stored hashed, grouped in families. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use e-mailed tokens (account activation, password reset), stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password-reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_idx').on(t.tokenHash)],
);

/** Every e-mail the portal tried to send, with its outcome. */
export const mailLog = pgTable('mail_log', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  kind: text('kind').notNull(),
  outcome: text('outcome', { enum: ['sent', 'written', 'failed'] }).notNull(),
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Process-wide secrets generated on first start (the JWT key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});


// ---------------------------------------------------------------------------------------------
// Careers: jobs, applicant details (profile), documents and account preferences
// ---------------------------------------------------------------------------------------------

export const DEPARTMENTS = [
  'nursing',
  'medicine',
  'surgery',
  'paediatrics',
  'obstetrics',
  'laboratory',
  'pharmacy',
  'radiology',
  'teaching-research',
  'administration',
  'ict',
] as const;
export const EMPLOYMENT_TYPES = ['permanent', 'contract', 'locum', 'internship', 'temporary'] as const;
export const WORKING_PATTERNS = ['full-time', 'part-time', 'shifts'] as const;
export const JOB_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;
export const DOCUMENT_KINDS = ['cv', 'cover-letter', 'certificate', 'licence', 'id'] as const;

/**
 * Vacancies. `closingDate` is the date the administrator chose; `closesAt` is the end of that day in
 * the server's time zone, computed when it is written: a job whose `closesAt` has passed is closed.
 */
/** The text search configurations of the portal's languages (PostgreSQL and PGlite have all four). */
export const SEARCH_CONFIGS = { en: 'english', fr: 'french', de: 'german', pt: 'portuguese' } as const;

/**
 * A job's title and summary as text search lexemes, stemmed by each language's rules, so that a
 * search in any of them finds word forms ("nurses" → nurse, "infirmières" → infirmière). One
 * expression for the index and the queries (careers-jobs/repo.ts), so that the index is used.
 */
export const jobSearchVector = (title: AnyColumn, summary: AnyColumn) =>
  sql.join(
    Object.values(SEARCH_CONFIGS).map((config) => sql`to_tsvector(${sql.raw(`'${config}'::regconfig`)}, ${title} || ' ' || ${summary})`),
    sql` || `,
  );

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    department: text('department', { enum: DEPARTMENTS }),
    location: text('location'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }),
    workingPattern: text('working_pattern', { enum: WORKING_PATTERNS }),
    grade: text('grade').notNull().default(''),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('KES'),
    posts: integer('posts').notNull().default(1),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    duties: jsonb('duties').$type<string[]>().notNull().default([]),
    essentialCriteria: jsonb('essential_criteria').$type<string[]>().notNull().default([]),
    desirableCriteria: jsonb('desirable_criteria').$type<string[]>().notNull().default([]),
    documentsRequired: jsonb('documents_required').$type<(typeof DOCUMENT_KINDS)[number][]>().notNull().default([]),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    closingDate: date('closing_date', { mode: 'string' }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('jobs_reference_idx').on(t.reference),
    uniqueIndex('jobs_slug_idx').on(t.slug),
    index('jobs_status_closes_idx').on(t.status, t.closesAt),
    index('jobs_status_posted_idx').on(t.status, t.postedAt),
    index('jobs_department_idx').on(t.department),
    index('jobs_search_idx').using('gin', sql`(${jobSearchVector(t.title, t.summary)})`),
    check('jobs_status_check', sql`${t.status} in ('draft', 'open', 'closed', 'archived')`),
    check('jobs_salary_range_check', sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`),
  ],
);

/**
 * Applicant details: one JSON document per user, saved whole by the autosave. `version` grows with
 * every save (optimistic concurrency: a save on top of an older version is refused, never applied).
 */
export const applicantProfiles = pgTable('applicant_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploaded documents. The content lives in `document_content_parts` (DOCUMENT_STORE=database, the
 * default with PostgreSQL) or in the file `<dataDir>/documents/<storageKey>` (disk, the default with PGlite).
 */
export const applicantDocuments = pgTable(
  'applicant_documents',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    ...timestamps,
  },
  (t) => [index('applicant_documents_user_idx').on(t.userId, t.createdAt)],
);

/** Account settings that are not part of the login record (the language lives in users.locale). */
export const accountPreferences = pgTable('account_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailApplicationUpdates: boolean('email_application_updates').notNull().default(true),
  emailJobAlerts: boolean('email_job_alerts').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Careers: applications and their timeline
// ---------------------------------------------------------------------------------------------

export const APPLICATION_STATUSES = ['draft', 'submitted', 'under_review', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const;

/** What the applicant is filling in (the draft); frozen into `snapshot.form` at submission. */
export interface ApplicationFormData {
  coverLetter: string;
  documentIds: string[];
  declaration: boolean;
}

/**
 * One application per applicant and job. `version` grows with every autosave (optimistic
 * concurrency); `snapshot` is written once, at submission. When the account is deleted the row
 * stays for the statistics with `applicant_id` null and the personal data taken out of the snapshot.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    applicantId: integer('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    form: jsonb('form').$type<ApplicationFormData>().notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('applications_job_applicant_idx').on(t.jobId, t.applicantId),
    index('applications_applicant_idx').on(t.applicantId, t.createdAt),
    index('applications_status_submitted_idx').on(t.status, t.submittedAt),
    index('applications_job_status_submitted_idx').on(t.jobId, t.status, t.submittedAt),
    index('applications_submitted_idx').on(t.submittedAt),
    check(
      'applications_status_check',
      sql`${t.status} in ('draft', 'submitted', 'under_review', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')`,
    ),
  ],
);

/** The timeline: every status change and internal note; `visibleToApplicant` false for staff-only entries. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['applicant', 'admin', 'system'] }).notNull(),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }),
    reason: text('reason'),
    note: text('note'),
    visibleToApplicant: boolean('visible_to_applicant').notNull(),
    notified: boolean('notified').notNull().default(false),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The content of documents kept in the database: consecutive parts of at most 256 KiB each, so
 * that a download reads one part at a time and an upload writes one at a time (see
 * careers-documents/content-store.ts). Stored uncompressed (`STORAGE EXTERNAL`: PDF, DOCX, PNG and
 * JPEG are compressed already).
 */
export const documentContentParts = pgTable(
  'document_content_parts',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => applicantDocuments.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.part] })],
);

/**
 * Counters shared by every instance (failed sign-ins, the API rate limit), each in a window that
 * ends at `reset_at` (ms since the epoch). `prev_*` keep the values before the last change, so that
 * one upsert can answer the counter as it was before and after.
 */
export const sharedCounters = pgTable(
  'shared_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
    prevCount: integer('prev_count'),
    prevLastAt: bigint('prev_last_at', { mode: 'number' }),
    prevResetAt: bigint('prev_reset_at', { mode: 'number' }),
  },
  (t) => [index('shared_counters_reset_idx').on(t.resetAt)],
);

/** One row per run of a scheduled task: only the instance that inserts (task, slot) runs it. */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    task: text('task').notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.task, t.slot] }), index('scheduled_runs_started_idx').on(t.startedAt)],
);
