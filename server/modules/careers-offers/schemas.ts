import { Type, type Static } from '@sinclair/typebox';
import { filterOf, idParams, oneOf, Page, PerPage, searchQuery, sortDescQuery } from '../../lib/list-query.js';
import { DateString, DateTime, Line, literals, Nullable, Paragraphs, ref } from '../../lib/schema.js';
import { CHECK_BOARD_SORTS, CHECK_CATEGORIES, CHECK_EVIDENCE, CHECK_OUTCOMES, CHECK_OWNERS, CHECK_STATUSES, CONTRACT_TYPES, OFFER_STATUSES, OPEN_CHECK_STATUSES } from '../../../common/offer-rules.js';
import { DEPARTMENTS } from '../../../common/careers-vocabulary.js';

/** The offers contract: the check catalogue, job profiles, offers and their checks. */

export const MAX_REASON = 255;
const Reason = (description: string) => Paragraphs(MAX_REASON, { description });
const Label = () => Line(120, { minLength: 1 });
const CheckKey = () => Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9-]*$', examples: ['right-to-work'] });

export const OfferApplicationParamsSchema = idParams('id', 'OfferApplicationParams');
export const OfferIdParamsSchema = idParams('id', 'OfferIdParams');
export const OfferCheckIdParamsSchema = idParams('id', 'OfferCheckIdParams');
export const OfferJobParamsSchema = idParams('id', 'OfferJobParams');
export const MyOfferCheckParamsSchema = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), checkId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) },
  { $id: 'MyOfferCheckParams' },
);

export const CheckTypeSchema = Type.Object(
  {
    key: CheckKey(),
    labels: Type.Object({ en: Label(), fr: Label(), de: Label(), pt: Label() }),
    category: Type.Union(literals(CHECK_CATEGORIES)),
    evidence: Type.Union(literals(CHECK_EVIDENCE), { description: 'document: the applicant uploads one; number: a number and issue date; outcome: an outcome only' }),
    owner: Type.Union(literals(CHECK_OWNERS)),
    validityDays: Nullable(Type.Integer({ minimum: 1, maximum: 3650, description: 'How long the evidence stays valid; a follow-up comes before it expires' })),
    active: Type.Boolean(),
  },
  { $id: 'CheckType' },
);
export type CheckTypeBody = Static<typeof CheckTypeSchema>;

export const DepartmentProfileSchema = Type.Object(
  { department: Type.Union(literals(DEPARTMENTS)), checkTypeKeys: Type.Array(CheckKey(), { maxItems: 40 }) },
  { $id: 'DepartmentCheckProfile' },
);

export const CheckCatalogueSchema = Type.Object(
  {
    types: Type.Array(ref(CheckTypeSchema), { maxItems: 40 }),
    departmentDefaults: Type.Array(ref(DepartmentProfileSchema), { maxItems: 40, description: 'A department not listed takes every active check' }),
  },
  { $id: 'CheckCatalogue' },
);
export type CheckCatalogue = Static<typeof CheckCatalogueSchema>;

export const JobCheckProfileSchema = Type.Object(
  {
    jobId: Type.Integer(),
    checkTypeKeys: Type.Array(CheckKey(), { maxItems: 40 }),
    approvalsRequired: Type.Integer({ minimum: 0, maximum: 5, description: 'Approvals an offer needs before it is sent (at least one whenever the salary is above the advertised range)' }),
    refuseOverPosts: Type.Boolean({ description: 'Refuse an offer once accepted offers reach the job\'s number of posts (else a warning)' }),
  },
  { $id: 'JobCheckProfile' },
);
export const SetJobCheckProfileBodySchema = Type.Omit(JobCheckProfileSchema, ['jobId'], { $id: 'SetJobCheckProfileBody' });
export type SetJobCheckProfileBody = Static<typeof SetJobCheckProfileBodySchema>;

export const OfferTermsSchema = Type.Object(
  {
    grade: Line(60, { minLength: 1 }),
    salary: Nullable(Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Yearly, in the job\'s currency; null when the band and point say it' })),
    band: Line(40),
    point: Line(40),
    hoursPerWeek: Type.Number({ minimum: 1, maximum: 80 }),
    workingPattern: Line(120, { minLength: 1 }),
    contractType: Type.Union(literals(CONTRACT_TYPES)),
    site: Line(120, { minLength: 1 }),
    proposedStart: DateString(),
  },
  { $id: 'OfferTerms' },
);

export const CreateOfferBodySchema = Type.Object(
  {
    terms: ref(OfferTermsSchema),
    respondBy: DateString(),
    checkTypeKeys: Type.Optional(Type.Array(CheckKey(), { maxItems: 20, description: 'The checks required; the job\'s check profile when left out' })),
  },
  { $id: 'CreateOfferBody' },
);
export type CreateOfferBody = Static<typeof CreateOfferBodySchema>;
export const UpdateOfferBodySchema = Type.Object({ terms: ref(OfferTermsSchema), respondBy: DateString() }, { $id: 'UpdateOfferBody' });
export type UpdateOfferBody = Static<typeof UpdateOfferBodySchema>;
export const WithdrawOfferBodySchema = Type.Object({ reason: Reason('Told to the applicant; required') }, { $id: 'WithdrawOfferBody' });
export const DeclineOfferBodySchema = Type.Object({ reason: Type.Optional(Reason('Optional')) }, { $id: 'DeclineOfferBody' });
export const ConfirmStartBodySchema = Type.Object({ startDate: DateString() }, { $id: 'ConfirmStartBody' });
export const UnconditionalBodySchema = Type.Object({ startDate: DateString({ description: 'The agreed start date, in the e-mail' }) }, { $id: 'UnconditionalBody' });
export const EvidenceBodySchema = Type.Object({ documentId: Type.String({ format: 'uuid', description: 'One of the applicant\'s documents (upload it first)' }) }, { $id: 'CheckEvidenceBody' });

export const UpdateCheckBodySchema = Type.Object(
  {
    status: Type.Optional(Type.Union(literals(['requested', 'received', 'met', 'not_met'] as const))),
    dueOn: Type.Optional(Nullable(DateString())),
    referenceNumber: Type.Optional(Nullable(Line(60))),
    level: Type.Optional(Nullable(Line(60))),
    issuedOn: Type.Optional(Nullable(DateString())),
    expiresOn: Type.Optional(Nullable(DateString())),
    outcome: Type.Optional(Nullable(Type.Union(literals(CHECK_OUTCOMES)))),
    adjustments: Type.Optional(Nullable(Paragraphs(1000))),
    healthNote: Type.Optional(Nullable(Paragraphs(2000, { description: 'Occupational health only; never shown to anyone else' }))),
  },
  { $id: 'UpdateOfferCheckBody' },
);
export type UpdateCheckBody = Static<typeof UpdateCheckBodySchema>;
export const WaiveCheckBodySchema = Type.Object({ reason: Reason('Why the check may be waived (the first call asks, a second person approves)') }, { $id: 'WaiveOfferCheckBody' });

export const OfferCheckSchema = Type.Object(
  {
    id: Type.Integer(),
    checkTypeKey: Type.String(),
    labels: Type.Object({ en: Type.String(), fr: Type.String(), de: Type.String(), pt: Type.String() }, { description: 'The check type\'s name in each language' }),
    category: Type.Union(literals(CHECK_CATEGORIES)),
    evidence: Type.Union(literals(CHECK_EVIDENCE)),
    owner: Type.Union(literals(CHECK_OWNERS)),
    status: Type.Union(literals(CHECK_STATUSES)),
    dueOn: Nullable(DateString()),
    overdue: Type.Boolean(),
    documentId: Nullable(Type.String()),
    referenceNumber: Nullable(Type.String()),
    level: Nullable(Type.String()),
    issuedOn: Nullable(DateString()),
    expiresOn: Nullable(DateString()),
    outcome: Nullable(Type.Union(literals(CHECK_OUTCOMES))),
    adjustments: Nullable(Type.String()),
    healthNote: Type.Optional(Nullable(Type.String({ description: 'Only in occupational health\'s answers' }))),
    waiverReason: Nullable(Type.String()),
    waiverRequestedBy: Nullable(Type.Integer()),
    waiverApprovedBy: Nullable(Type.Integer()),
  },
  { $id: 'OfferCheck' },
);
export type OfferCheck = Static<typeof OfferCheckSchema>;

export const OfferVersionSchema = Type.Object(
  {
    id: Type.Integer(),
    version: Type.Integer(),
    status: Type.Union(literals(OFFER_STATUSES)),
    terms: ref(OfferTermsSchema),
    respondBy: DateString(),
    changes: Type.Array(Type.String(), { description: 'The terms that differ from the version before' }),
    createdAt: DateTime(),
    sentAt: Nullable(DateTime()),
    acceptedAt: Nullable(DateTime()),
  },
  { $id: 'OfferVersion' },
);

export const OfferSchema = Type.Object(
  {
    id: Type.Integer(),
    applicationId: Type.Integer(),
    jobId: Type.Integer(),
    jobTitle: Type.String(),
    currency: Type.String(),
    version: Type.Integer(),
    status: Type.Union(literals(OFFER_STATUSES)),
    terms: ref(OfferTermsSchema),
    respondBy: DateString(),
    changes: Type.Array(Type.String()),
    approvalsRequired: Type.Integer(),
    approvals: Type.Array(Type.Object({ approverId: Type.Integer(), name: Type.String(), approvedAt: DateTime() })),
    overPosts: Type.Boolean({ description: 'Accepted offers already reach the job\'s number of posts (a warning)' }),
    sentAt: Nullable(DateTime()),
    acceptedAt: Nullable(DateTime()),
    declinedAt: Nullable(DateTime()),
    declineReason: Nullable(Type.String()),
    withdrawnAt: Nullable(DateTime()),
    withdrawalReason: Nullable(Type.String()),
    unconditionalAt: Nullable(DateTime()),
    startDate: Nullable(DateString()),
    startConfirmedAt: Nullable(DateTime()),
    checks: Type.Array(ref(OfferCheckSchema)),
    blockers: Type.Array(Type.String(), { description: 'The check keys that keep the offer conditional' }),
    versions: Type.Array(ref(OfferVersionSchema), { description: 'Every version, the newest first' }),
  },
  { $id: 'Offer' },
);
export type Offer = Static<typeof OfferSchema>;

export const OpenCheckSchema = Type.Object(
  {
    check: ref(OfferCheckSchema),
    offerId: Type.Integer(),
    applicationId: Type.Integer(),
    applicantName: Type.String(),
    jobId: Type.Integer(),
    jobTitle: Type.String(),
  },
  { $id: 'OpenCheck' },
);
export const OpenChecksSchema = Type.Object({ items: Type.Array(ref(OpenCheckSchema)), total: Type.Integer() }, { $id: 'OpenChecks' });
export const OpenChecksQuerySchema = Type.Object(
  {
    q: searchQuery("the applicant's name or the job's title"),
    owner: filterOf(CHECK_OWNERS, 'Only the checks this owner carries out'),
    status: filterOf(OPEN_CHECK_STATUSES, 'Only the checks in this status'),
    overdue: Type.Optional(Type.Boolean({ description: 'Only the checks past their due date' })),
    sortBy: Type.Optional(oneOf(CHECK_BOARD_SORTS, { default: 'dueOn' })),
    sortDesc: sortDescQuery(),
    page: Type.Optional(Page()),
    perPage: Type.Optional(PerPage()),
  },
  { $id: 'OpenChecksQuery', additionalProperties: false },
);
export type OpenChecksQuery = Static<typeof OpenChecksQuerySchema>;

export const careersOffersSchemas = [
  OfferApplicationParamsSchema,
  OfferIdParamsSchema,
  OfferCheckIdParamsSchema,
  OfferJobParamsSchema,
  MyOfferCheckParamsSchema,
  CheckTypeSchema,
  DepartmentProfileSchema,
  CheckCatalogueSchema,
  JobCheckProfileSchema,
  SetJobCheckProfileBodySchema,
  OfferTermsSchema,
  CreateOfferBodySchema,
  UpdateOfferBodySchema,
  WithdrawOfferBodySchema,
  DeclineOfferBodySchema,
  ConfirmStartBodySchema,
  UnconditionalBodySchema,
  EvidenceBodySchema,
  UpdateCheckBodySchema,
  WaiveCheckBodySchema,
  OfferCheckSchema,
  OfferVersionSchema,
  OfferSchema,
  OpenCheckSchema,
  OpenChecksSchema,
  OpenChecksQuerySchema,
];
