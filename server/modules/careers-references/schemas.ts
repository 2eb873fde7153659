import { Type, type Static } from '@sinclair/typebox';
import { idParams } from '../../lib/list-query.js';
import { DateString, DateTime, Line, literals, Name, Nullable, Paragraphs, ref } from '../../lib/schema.js';
import { LOCALES } from '../../../common/locales.js';
import { CONCERN_KEYS, JOB_REFERENCE_STAGES, QUESTIONS, REFERENCE_RATING_KEYS, REFERENCE_RATINGS, REFERENCE_REVIEWS, REFERENCE_STAGES, REFERENCE_STATUSES } from '../../../common/reference-rules.js';

/** References' contract: the referee's page (by token), the staff's panel and the applicant's list. */

const Email = () => Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', examples: ['referee@example.org'] });
const Token = () => Type.String({ minLength: 1, maxLength: 200, description: 'The token of the e-mailed link' });
const YesNo = () => Type.Union(literals(['yes', 'no'] as const));

export const ApplicationRefParamsSchema = idParams('id', 'ReferenceApplicationIdParams');
export const ReferenceParamsSchema = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), referenceId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) },
  { $id: 'ReferenceParams' },
);
export const ReferenceStageSchema = Type.Union(literals(REFERENCE_STAGES), { $id: 'ReferenceStage', description: 'pre_offer: before interview, no health or absence question; post_offer: after the conditional offer' });
export const ReferenceStatusSchema = Type.Union(literals(REFERENCE_STATUSES), { $id: 'ReferenceStatus' });
export const ReferenceReviewSchema = Type.Union(literals(REFERENCE_REVIEWS), { $id: 'ReferenceReview' });

/** A referee named by the applicant (a replacement) or corrected: the same fields as the applicant details' referees. */
export const RefereeInputSchema = Type.Object(
  {
    name: Name(200, { minLength: 2 }),
    email: Email(),
    position: Line(200),
    organisation: Line(200),
    relationship: Line(200),
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9+()./ -]*$' })),
  },
  { $id: 'RefereeInput', additionalProperties: false },
);

export const RequestReferencesBodySchema = Type.Object(
  {
    refereeIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 5, uniqueItems: true, description: 'Entries of the referees the applicant named (their `id`)' }),
    stage: Type.Optional(ref(ReferenceStageSchema)),
    locale: Type.Optional(Type.Union(literals(LOCALES), { description: 'The language of the e-mail and page; the applicant\'s by default' })),
  },
  { $id: 'RequestReferencesBody', additionalProperties: false },
);

export const UpdateRefereeEmailBodySchema = Type.Object({ email: Email() }, { $id: 'UpdateRefereeEmailBody', additionalProperties: false });
export const ReviewReferenceBodySchema = Type.Object(
  { review: Type.Union(literals(['satisfactory', 'clarification', 'unsatisfactory'] as const)), note: Type.Optional(Paragraphs(2000)) },
  { $id: 'ReviewReferenceBody', additionalProperties: false },
);
export const ReceivedElsewhereBodySchema = Type.Object({ note: Paragraphs(2000, { minLength: 1, description: 'Where and how it was received (kept with the request)' }) }, { $id: 'ReceivedElsewhereBody', additionalProperties: false });

/** The answers of the questionnaire (every key optional in a draft; the stage's required ones at submit). */
const Concern = () => Type.Object({ answer: YesNo(), details: Type.Optional(Paragraphs(2000)) }, { additionalProperties: false });
export const ReferenceAnswersSchema = Type.Object(
  {
    relationship: Type.Optional(Line(200, { description: 'Your relationship to the applicant' })),
    knownFor: Type.Optional(Line(100, { description: 'How long you have known them' })),
    employedFrom: Type.Optional(DateString()),
    employedTo: Type.Optional(Nullable(DateString({ description: 'Empty while still employed' }))),
    jobTitle: Type.Optional(Line(200)),
    reasonForLeaving: Type.Optional(Paragraphs(1000, { description: 'Post-offer only' })),
    wouldReemploy: Type.Optional(Type.Union(literals(['yes', 'no', 'with_reservations'] as const))),
    wouldReemployDetails: Type.Optional(Paragraphs(2000)),
    ableToDoRole: Type.Optional(Type.Union(literals(['yes', 'no', 'unsure'] as const), { description: 'Against the job description linked on the page' })),
    sicknessAbsenceDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 366, description: 'Post-offer only: days of sickness absence in the last 12 months' })),
    concerns: Type.Optional(Type.Object(Object.fromEntries(CONCERN_KEYS.map((k) => [k, Type.Optional(Concern())])), { additionalProperties: false, description: 'Post-offer only; restricted data (`view_safeguarding`)' })),
    ratings: Type.Optional(Type.Object(Object.fromEntries(REFERENCE_RATING_KEYS.map((k) => [k, Type.Optional(Type.Union(literals(REFERENCE_RATINGS)))])), { additionalProperties: false })),
    comments: Type.Optional(Paragraphs(5000)),
    shareable: Type.Optional(Type.Boolean({ description: 'false: confidential, not to be shared with the candidate on request' })),
    signedName: Type.Optional(Name(200)),
    signedRole: Type.Optional(Line(200)),
    trueAndComplete: Type.Optional(Type.Boolean()),
  },
  { $id: 'ReferenceAnswers', additionalProperties: false },
);
export type ReferenceAnswers = Static<typeof ReferenceAnswersSchema>;

export const RefereeTokenQuerySchema = Type.Object({ token: Token() }, { $id: 'RefereeTokenQuery', additionalProperties: false });
export const RefereeAnswersBodySchema = Type.Object({ token: Token(), answers: ref(ReferenceAnswersSchema) }, { $id: 'RefereeAnswersBody', additionalProperties: false });
export const RefereeDeclineBodySchema = Type.Object({ token: Token(), reason: Type.Optional(Paragraphs(1000)) }, { $id: 'RefereeDeclineBody', additionalProperties: false });

export const QuestionSchema = Type.Object({ key: Type.Union(literals(QUESTIONS.map((q) => q.key))), required: Type.Boolean() }, { $id: 'ReferenceQuestion' });

/** What the referee's page shows: who it is about, the questions of its stage, the saved draft; never the applicant's other data. */
export const RefereeRequestSchema = Type.Object(
  {
    state: Type.Union(literals(['open', 'submitted', 'declined'] as const), { description: 'submitted and declined: the thank-you page' }),
    applicantName: Type.String(),
    jobTitle: Type.String(),
    jobUrl: Type.String({ description: 'The job description, for "able to do the role"' }),
    refereeName: Type.String(),
    stage: ref(ReferenceStageSchema),
    questionnaireVersion: Type.Integer(),
    locale: Type.Union(literals(LOCALES)),
    questions: Type.Array(ref(QuestionSchema)),
    draft: Nullable(ref(ReferenceAnswersSchema)),
    expiresAt: DateTime(),
  },
  { $id: 'RefereeRequest' },
);

export const ReferenceEventSchema = Type.Object(
  { kind: Type.Union(literals(['requested', 'reminded', 'referee_declined', 'received', 'cancelled', 'email_changed', 'replaced', 'received_elsewhere', 'reviewed', 'address_bounced'] as const)), at: DateTime() },
  { $id: 'ReferenceEvent' },
);

/** A request as the applicant sees it: status and history, never the content. */
export const MyReferenceSchema = Type.Object(
  {
    id: Type.Integer(),
    refereeName: Type.String(),
    refereeEmail: Type.String(),
    status: ref(ReferenceStatusSchema),
    requestedAt: DateTime(),
    canRemind: Type.Boolean({ description: 'Open, and the last reminder by the applicant is 48 h old or more' }),
    canReplace: Type.Boolean({ description: 'Declined, or open without answer for 14 days or more, and not replaced yet' }),
    addressBounced: Type.Boolean({ description: 'Open, and our last e-mail to the referee could not be delivered: the applicant may correct the address (`updateMyRefereeEmail`)' }),
    history: Type.Array(ref(ReferenceEventSchema)),
  },
  { $id: 'MyReference' },
);
export const MyReferenceListSchema = Type.Object({ items: Type.Array(ref(MyReferenceSchema)) }, { $id: 'MyReferenceList' });

/** A request as staff see it in the list: status, review, dates; the content is `getReference`'s. */
export const ReferenceSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    applicationId: Type.Integer(),
    refereeName: Type.String(),
    refereeEmail: Type.String(),
    refereeOrganisation: Type.String(),
    stage: ref(ReferenceStageSchema),
    status: ref(ReferenceStatusSchema),
    review: ref(ReferenceReviewSchema),
    requestedAt: DateTime(),
    submittedAt: Nullable(DateTime()),
    overdue: Type.Boolean({ description: 'Open for 14 days or more' }),
    addressBounced: Type.Boolean({ description: 'Open, and the outbox gave up on the last e-mail to the referee (refused for good, or too many attempts): correct the address' }),
    replacedBy: Nullable(Type.Integer()),
  },
  { $id: 'ReferenceSummary' },
);
export const ApplicationReferencesSchema = Type.Object(
  {
    items: Type.Array(ref(ReferenceSummarySchema)),
    referees: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), requested: Type.Boolean() }), { description: 'The referees the applicant named, and whether each was asked' }),
    canRequest: Type.Boolean(),
    jobReferenceStage: Type.Union(literals(JOB_REFERENCE_STAGES), { description: 'The job\'s setting: references after the offer (default) or before interview' }),
    needsExplicitStage: Type.Boolean({ description: 'The job takes references after the offer and the application is not there yet: a request must name its `stage` (pre_offer) explicitly' }),
    requiredSatisfied: Type.Boolean({ description: 'Every required reference (two) is reviewed satisfactory: the offer\'s references check' }),
  },
  { $id: 'ApplicationReferences' },
);

/** One reference with its content, as the caller may see it. */
export const ReferenceSchema = Type.Object(
  {
    ...ReferenceSummarySchema.properties,
    content: Type.Union([Type.Literal('restricted'), Type.Literal('none'), ref(ReferenceAnswersSchema)], { description: '"restricted": not visible to the caller yet (a recruiting manager before the offer); "none": nothing received' }),
    concerns: Type.Union([Type.Literal('answered_restricted'), Type.Literal('not_asked'), Type.Literal('none'), Type.Record(Type.String(), Type.Unknown())], { description: 'The concern answers with `view_safeguarding`; "answered_restricted" without it' }),
    confidential: Type.Boolean({ description: 'The referee asked that it not be shared with the candidate' }),
    declinedReason: Nullable(Type.String()),
    reviewNote: Nullable(Type.String()),
  },
  { $id: 'Reference' },
);

export const referencesSchemas = [
  ApplicationRefParamsSchema,
  ReferenceParamsSchema,
  ReferenceStageSchema,
  ReferenceStatusSchema,
  ReferenceReviewSchema,
  RefereeInputSchema,
  RequestReferencesBodySchema,
  UpdateRefereeEmailBodySchema,
  ReviewReferenceBodySchema,
  ReceivedElsewhereBodySchema,
  ReferenceAnswersSchema,
  RefereeTokenQuerySchema,
  RefereeAnswersBodySchema,
  RefereeDeclineBodySchema,
  QuestionSchema,
  RefereeRequestSchema,
  ReferenceEventSchema,
  MyReferenceSchema,
  MyReferenceListSchema,
  ReferenceSummarySchema,
  ApplicationReferencesSchema,
  ReferenceSchema,
];
