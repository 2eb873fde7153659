import { Type, type Static } from '@sinclair/typebox';
import { DateString, DateTime, Line, Nullable, Paragraphs, ref } from '../../lib/schema.js';
import { oneOf, pageAnswer, sortDescQuery } from '../../lib/list-query.js';
import { ApplicantProfileSchema } from '../careers-profile/index.js';
import { APPLICATION_STATUSES } from '../../../common/application-status.js';
import { AdminApplicationEventSchema, ApplicationJobSchema, ApplicationStatusSchema, Id, SnapshotDocumentSchema, snapshotSubmissionFields, statusInline } from './schemas.js';

/** The staff review's schemas: the administration's lists, one application as staff see it, status moves, notes, figures. */

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
    ...pageAnswer(),
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
    ...snapshotSubmissionFields,
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

export const reviewApplicationSchemas = [
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
