import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './accounts.js';
import { DEPARTMENTS, DOCUMENT_KINDS, EMPLOYMENT_TYPES, JOB_STATUSES, WORKING_PATTERNS } from '../../../common/careers-vocabulary.js';
import { JOB_REFERENCE_STAGES } from '../../../common/reference-rules.js';

/** Careers: jobs, applicant details (profile), documents and account preferences. */

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

/**
 * A job's title, summary and reference as one text, for the part-of-word search ("nur", "TRH/2026")
 * that the trigram index answers (pg_trgm: ILIKE '%…%' without reading every row).
 */
export const jobPartsText = (title: AnyColumn, summary: AnyColumn, reference: AnyColumn) => sql`${title} || ' ' || ${summary} || ' ' || ${reference}`;

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
    /** When references are requested: after the offer (default) or before interview (pre-offer questionnaire only). */
    referenceStage: text('reference_stage', { enum: JOB_REFERENCE_STAGES }).notNull().default('after_offer'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('jobs_reference_idx').on(t.reference),
    uniqueIndex('jobs_slug_idx').on(t.slug),
    index('jobs_status_closes_idx').on(t.status, t.closesAt),
    index('jobs_status_posted_idx').on(t.status, t.postedAt),
    index('jobs_department_idx').on(t.department),
    index('jobs_search_idx').using('gin', sql`(${jobSearchVector(t.title, t.summary)})`),
    index('jobs_parts_trgm_idx').using('gin', sql`(${jobPartsText(t.title, t.summary, t.reference)}) gin_trgm_ops`),
    check('jobs_status_check', sql`${t.status} in ('draft', 'open', 'closed', 'archived')`),
    check('jobs_salary_range_check', sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`),
    check('jobs_reference_stage_check', sql`${t.referenceStage} in ('after_offer', 'before_interview')`),
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
