import { Type, type Static } from '@sinclair/typebox';
import { DateTime, ErrorSchema, literals, Nullable, Paragraphs, ref } from '../../lib/schema.js';
import { DepartmentSchema, DocumentKindSchema } from '../careers-jobs/index.js';
import { ApplicantProfileSchema } from '../careers-profile/index.js';
import { APPLICATION_STATUSES } from '../../../common/application-status.js';

export const Id = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const statusInline = () => Type.Union(literals(APPLICATION_STATUSES));

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
  disabilityScheme: Type.Optional(
    Type.Boolean({ description: 'The applicant asks to be considered under the disability scheme: an interview is guaranteed when every essential criterion is met' }),
  ),
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

/** The part of an application's snapshot that every reader sees whole (the applicant and profile are cut for some): documents, form, job, anonymised. */
export const snapshotSubmissionFields = {
  documents: Type.Array(ref(SnapshotDocumentSchema)),
  form: ref(ApplicationFormSchema),
  job: Type.Object({ id: Type.Integer(), reference: Type.String(), title: Type.String() }),
  anonymised: Type.Boolean({ description: 'True once the account was deleted: the personal data is gone' }),
};

export const ApplicationSnapshotSchema = Type.Object(
  {
    applicant: Type.Object({ fullName: Type.String(), email: Type.String() }),
    profile: Nullable(ref(ApplicantProfileSchema)),
    ...snapshotSubmissionFields,
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

export const IdentityWarningSchema = Type.Object(
  {
    field: Type.String({ description: 'Where: coverLetter, profile.personalStatement or profile.employment.<n>.duties', examples: ['coverLetter'] }),
    found: Type.Union(literals(['name', 'email', 'phone'] as const)),
  },
  { $id: 'IdentityWarning', description: 'On a name-blind job: the applicant\'s own name, e-mail or phone appears in free text the panel will read' },
);

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
    identityWarnings: Type.Array(ref(IdentityWarningSchema), {
      description: 'For a draft to a name-blind job: where the applicant\'s own name, e-mail or phone appears in the free text (a warning, not a refusal)',
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

/** The applicant side's schemas; the staff review's are in schemas-review.ts. */
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
  IdentityWarningSchema,
  ApplicationSchema,
  SubmitRefusalSchema,
];
