import { Type, type Static } from '@sinclair/typebox';
import { DateString, DateTime, ErrorSchema, Line, literals, Nullable, Paragraphs, ref } from '../../lib/schema.js';
import { oneOf, sortDescQuery } from '../../lib/list-query.js';
import { DepartmentSchema, DocumentKindSchema } from '../careers-jobs/index.js';
import { ApplicantProfileSchema } from '../careers-profile/index.js';
import { APPLICATION_STATUSES } from '../../../common/application-status.js';

const Id = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const statusInline = () => Type.Union(literals(APPLICATION_STATUSES));

export const MAX_COVER_LETTER = 10_000;
export const MAX_CHOSEN_DOCUMENTS = 20;

export const ApplicationStatusSchema = Type.Union(literals(APPLICATION_STATUSES), {
  $id: 'ApplicationStatus',
  description:
    'draft (Draft), submitted (Received), under_review (Under review), shortlisted, interview, offer, hired (Successful), rejected (Unsuccessful), withdrawn; the applicant-facing label is in brackets where it differs',
});

export const NextStepSchema = Type.Union(
  literals(['complete-and-submit', 'job-closed', 'await-review', 'await-decision', 'prepare-interview', 'respond-to-offer', 'none'] as const),
  { $id: 'ApplicationNextStep', description: 'What the applicant should do or expect next (a key the SPA translates)' },
);

const formFields = {
  coverLetter: Paragraphs(MAX_COVER_LETTER, { description: 'Cover letter or supporting statement, at most 10,000 characters' }),
  documentIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: MAX_CHOSEN_DOCUMENTS, uniqueItems: true, description: 'Chosen documents of the applicant' }),
  declaration: Type.Boolean({ description: 'The applicant declares the information true and complete' }),
};

export const ApplicationFormSchema = Type.Object(formFields, { $id: 'ApplicationForm' });
export type ApplicationForm = Static<typeof ApplicationFormSchema>;

export const StartApplicationBodySchema = Type.Object({ jobId: Id() }, { $id: 'StartApplicationBody' });

export const SaveApplicationBodySchema = Type.Object(
  { version: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The version the client last saw' }), ...Type.Partial(Type.Object(formFields)).properties },
  { $id: 'SaveApplicationBody', description: 'The autosave: fields left out keep their value' },
);
export type SaveApplicationBody = Static<typeof SaveApplicationBodySchema>;

export const ApplicationIdParamsSchema = Type.Object({ id: Id() }, { $id: 'ApplicationIdParams' });

export const ApplicationJobSchema = Type.Object(
  {
    id: Type.Integer(),
    reference: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    department: Nullable(ref(DepartmentSchema)),
    location: Nullable(Type.String()),
    closingDate: Nullable(Type.String()),
    closesAt: Nullable(DateTime()),
    open: Type.Boolean({ description: 'Whether applications may still be submitted' }),
    documentsRequired: Type.Array(ref(DocumentKindSchema)),
  },
  { $id: 'ApplicationJob' },
);

export const SnapshotDocumentSchema = Type.Object(
  { id: Type.String(), kind: ref(DocumentKindSchema), name: Type.String(), contentType: Type.String(), size: Type.Integer(), downloadUrl: Type.String() },
  { $id: 'SnapshotDocument' },
);

export const ApplicationSnapshotSchema = Type.Object(
  {
    applicant: Type.Object({ fullName: Type.String(), email: Type.String() }),
    profile: Nullable(ref(ApplicantProfileSchema)),
    documents: Type.Array(ref(SnapshotDocumentSchema)),
    form: ref(ApplicationFormSchema),
    job: Type.Object({ id: Type.Integer(), reference: Type.String(), title: Type.String() }),
    anonymised: Type.Boolean({ description: 'True once the account was deleted: the personal data is gone' }),
  },
  { $id: 'ApplicationSnapshot', description: 'What was submitted, frozen at submission' },
);
export type ApplicationSnapshot = Static<typeof ApplicationSnapshotSchema>;

export const ApplicationEventSchema = Type.Object(
  {
    id: Type.Integer(),
    at: DateTime(),
    actorRole: Type.Union(literals(['applicant', 'admin', 'system'] as const)),
    fromStatus: Nullable(ref(ApplicationStatusSchema)),
    toStatus: Nullable(ref(ApplicationStatusSchema)),
    reason: Nullable(Type.String()),
    note: Nullable(Type.String()),
  },
  { $id: 'ApplicationEvent', description: 'A timeline entry the applicant sees' },
);

export const AdminApplicationEventSchema = Type.Object(
  {
    ...ApplicationEventSchema.properties,
    actorId: Nullable(Type.Integer()),
    actorName: Nullable(Type.String()),
    visibleToApplicant: Type.Boolean({ description: 'False for internal notes' }),
    notified: Type.Boolean({ description: 'Whether the applicant was e-mailed about it' }),
  },
  { $id: 'AdminApplicationEvent', description: 'A timeline entry with internal notes, as staff see it' },
);

const summaryFields = {
  id: Type.Integer(),
  status: ref(ApplicationStatusSchema),
  job: ref(ApplicationJobSchema),
  submittedAt: Nullable(DateTime()),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  nextStep: ref(NextStepSchema),
  canWithdraw: Type.Boolean(),
};

export const ApplicationSummarySchema = Type.Object(summaryFields, { $id: 'ApplicationSummary' });
export const MyApplicationListSchema = Type.Object({ applications: Type.Array(ref(ApplicationSummarySchema)) }, { $id: 'MyApplicationList' });

export const SUBMIT_BLOCKERS = ['account_not_activated', 'job_closed', 'profile_incomplete', 'document_gone', 'documents_missing', 'declaration_required'] as const;

export const SubmitBlockerSchema = Type.Object(
  {
    code: Type.Union(literals(SUBMIT_BLOCKERS)),
    field: Type.String({
      description: 'The part of the form it is about: account, job, profile.<section>, documents, documents.<kind> or declaration',
      examples: ['documents.cv'],
    }),
  },
  { $id: 'SubmitBlocker', description: 'One reason a draft cannot be submitted yet' },
);
export type SubmitBlocker = Static<typeof SubmitBlockerSchema>;

export const ApplicationSchema = Type.Object(
  {
    ...summaryFields,
    version: Type.Integer({ description: 'Send it back with the next autosave' }),
    form: ref(ApplicationFormSchema),
    snapshot: Nullable(ref(ApplicationSnapshotSchema)),
    timeline: Type.Array(ref(ApplicationEventSchema)),
    blockers: Type.Array(ref(SubmitBlockerSchema), {
      description: 'For a draft: every reason a submit would be refused now, in the order of the page (empty when it may be submitted, and once submitted)',
    }),
  },
  { $id: 'Application', description: 'My application: the draft form, or the submitted snapshot, and my timeline' },
);
export type Application = Static<typeof ApplicationSchema>;

export const SubmitRefusalSchema = Type.Object(
  {
    ...ErrorSchema.properties,
    field: Type.Optional(
      Type.String({
        description: 'Where the first reason belongs: account, job, profile.<section>, documents, documents.<kind>, declaration or status',
        examples: ['documents.cv'],
      }),
    ),
    problems: Type.Optional(Type.Array(ref(SubmitBlockerSchema), { description: 'Every reason at once (the blockers of the draft)' })),
  },
  { $id: 'SubmitRefusal', description: 'The error envelope, with every reason the submission was refused' },
);

// ---- administration ----

/** Which fields a caller does not receive, as the OpenAPI descriptions say it (common/staff-rules.ts grants them). */
const WITHHELD = {
  name: 'Absent when the caller may not see the applicant’s name (`applicantName`)',
  contact: 'Absent for a panel member (contact details: field `contact`)',
  identity: 'Absent for a panel member (date of birth, nationality, ID: field `identity`)',
  referees: 'Absent for a panel member (field `referees`)',
};

const ApplicantRefSchema = Type.Object({
  id: Nullable(Type.Integer()),
  fullName: Type.Optional(Type.String({ description: WITHHELD.name })),
  email: Type.Optional(Type.String({ description: WITHHELD.contact })),
});

export const AdminApplicationSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    status: ref(ApplicationStatusSchema),
    job: Type.Object({ id: Type.Integer(), reference: Type.String(), title: Type.String() }),
    applicant: ApplicantRefSchema,
    submittedAt: Nullable(DateTime()),
    updatedAt: DateTime(),
  },
  { $id: 'AdminApplicationSummary', description: 'A panel member receives no `applicant.email`' },
);

const statusCountFields = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, Type.Integer({ minimum: 0 })]));
export const ApplicationStatusCountsSchema = Type.Object(statusCountFields, { $id: 'ApplicationStatusCounts' });

export const ADMIN_SORTS = ['submittedAt', 'name', 'status', 'updatedAt'] as const;

export const AdminApplicationQuerySchema = Type.Object(
  {
    jobId: Type.Optional(Id()),
    status: Type.Optional(Type.Array(statusInline(), { maxItems: 9, description: 'Status; repeat the parameter to match any of several' })),
    q: Type.Optional(Line(200, { description: 'Words to find in the applicant name, e-mail or job reference' })),
    submittedFrom: Type.Optional(DateString({ description: 'Submitted on or after this day' })),
    submittedTo: Type.Optional(DateString({ description: 'Submitted on or before this day' })),
    sortBy: Type.Optional(oneOf(ADMIN_SORTS, { default: 'submittedAt', description: "Submitted, applicant's name, status (then newest) or last changed" })),
    sortDesc: sortDescQuery(true),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { $id: 'AdminApplicationQuery' },
);
export type AdminApplicationQuery = Static<typeof AdminApplicationQuerySchema>;

export const AdminApplicationListSchema = Type.Object(
  {
    applications: Type.Array(ref(AdminApplicationSummarySchema)),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer(),
    perPage: Type.Integer(),
    statusCounts: ref(ApplicationStatusCountsSchema),
  },
  { $id: 'AdminApplicationList', description: 'Submitted applications (drafts stay private); statusCounts under the other filters' },
);

const CONTACT_KEYS = ['phone', 'address'] as const;
const IDENTITY_KEYS = ['dateOfBirth', 'nationality', 'idType', 'idNumber'] as const;
const P = ApplicantProfileSchema.properties;

export const ReviewProfileSchema = Type.Object(
  {
    ...Type.Omit(ApplicantProfileSchema, [...CONTACT_KEYS, ...IDENTITY_KEYS, 'referees']).properties,
    phone: Type.Optional(P.phone),
    address: Type.Optional(P.address),
    dateOfBirth: Type.Optional(P.dateOfBirth),
    nationality: Type.Optional(P.nationality),
    idType: Type.Optional(P.idType),
    idNumber: Type.Optional(P.idNumber),
    referees: Type.Optional(P.referees),
  },
  {
    $id: 'ReviewProfile',
    description: `The applicant details as submitted, cut to what the caller may see. ${WITHHELD.contact}: phone, address. ${WITHHELD.identity}: dateOfBirth, nationality, idType, idNumber. ${WITHHELD.referees}: referees.`,
  },
);

export type ReviewProfile = Static<typeof ReviewProfileSchema>;

export const AdminApplicationSnapshotSchema = Type.Object(
  {
    applicant: Type.Object({ fullName: Type.Optional(Type.String({ description: WITHHELD.name })), email: Type.Optional(Type.String({ description: WITHHELD.contact })) }),
    profile: Nullable(ref(ReviewProfileSchema)),
    documents: Type.Array(ref(SnapshotDocumentSchema)),
    form: ref(ApplicationFormSchema),
    job: Type.Object({ id: Type.Integer(), reference: Type.String(), title: Type.String() }),
    anonymised: Type.Boolean({ description: 'True once the account was deleted: the personal data is gone' }),
  },
  {
    $id: 'AdminApplicationSnapshot',
    description:
      'What was submitted, frozen at submission, cut to the fields the caller may see: a panel member receives no e-mail, phone, address, date of birth, nationality, ID or referees (and no diversity data, which needs the `view_diversity` flag)',
  },
);

export const AdminApplicationSchema = Type.Object(
  {
    id: Type.Integer(),
    status: ref(ApplicationStatusSchema),
    job: ref(ApplicationJobSchema),
    applicant: ApplicantRefSchema,
    submittedAt: Nullable(DateTime()),
    createdAt: DateTime(),
    updatedAt: DateTime(),
    snapshot: Nullable(ref(AdminApplicationSnapshotSchema)),
    documents: Type.Array(ref(SnapshotDocumentSchema), { description: 'The submitted documents; downloadable while the applicant keeps them' }),
    timeline: Type.Array(ref(AdminApplicationEventSchema), { description: 'Empty for a panel member (the internal timeline: field `timeline`)' }),
    allowedTransitions: Type.Array(ref(ApplicationStatusSchema), {
      description: 'Where the caller may move it now: empty without `update`; offer, hired and rejected only with `decide`',
    }),
  },
  {
    $id: 'AdminApplication',
    description:
      'One application as the caller may see it. A panel member (only shortlisted and interview applications of their teams\' jobs) receives no `applicant.email`, no contact details, identity or referees in the snapshot, and an empty timeline; an application outside the caller\'s scope answers 404.',
  },
);

export const TransitionBodySchema = Type.Object(
  {
    to: ref(ApplicationStatusSchema),
    reason: Type.Optional(Paragraphs(1000, { description: 'Required to reject and to reopen' })),
    note: Type.Optional(Paragraphs(4000, { description: 'Shown on the timeline' })),
    notifyApplicant: Type.Optional(Type.Boolean({ default: true })),
  },
  { $id: 'TransitionBody' },
);
export type TransitionBody = Static<typeof TransitionBodySchema>;

export const NoteBodySchema = Type.Object({ note: Paragraphs(4000, { minLength: 1 }) }, { $id: 'NoteBody', description: 'An internal note, never shown to the applicant' });

export const ApplicationStatsSchema = Type.Object(
  {
    openJobs: Type.Integer({ minimum: 0 }),
    byStatus: ref(ApplicationStatusCountsSchema),
    byJob: Type.Array(Type.Object({ jobId: Type.Integer(), reference: Type.String(), title: Type.String(), count: Type.Integer() }), {
      description: 'The ten jobs with the most submitted applications',
    }),
    byWeek: Type.Array(Type.Object({ week: Type.String({ examples: ['2026-W07'] }), count: Type.Integer() }), {
      description: 'Submissions per ISO week, the last 12 weeks, oldest first',
    }),
  },
  { $id: 'ApplicationStats' },
);

export const careersApplicationsSchemas = [
  ApplicationStatusSchema,
  NextStepSchema,
  ApplicationFormSchema,
  StartApplicationBodySchema,
  SaveApplicationBodySchema,
  ApplicationIdParamsSchema,
  ApplicationJobSchema,
  SnapshotDocumentSchema,
  ApplicationSnapshotSchema,
  ApplicationEventSchema,
  AdminApplicationEventSchema,
  ApplicationSummarySchema,
  MyApplicationListSchema,
  SubmitBlockerSchema,
  ApplicationSchema,
  SubmitRefusalSchema,
  AdminApplicationSummarySchema,
  ApplicationStatusCountsSchema,
  AdminApplicationQuerySchema,
  AdminApplicationListSchema,
  ReviewProfileSchema,
  AdminApplicationSnapshotSchema,
  AdminApplicationSchema,
  TransitionBodySchema,
  NoteBodySchema,
  ApplicationStatsSchema,
];
