import { Type, type Static } from '@sinclair/typebox';
import { idParams } from '../../lib/list-query.js';
import { DateTime, literals, Nullable, Paragraphs, ref } from '../../lib/schema.js';
import { ASSESSMENT_STAGES, CRITERION_KINDS, MAX_EVIDENCE, MAX_REASON, MAX_SCORERS, MAX_WEIGHT, MIN_SCORERS, SCORE_ANCHORS, SIFT_RULES, VERDICTS } from '../../../common/sift-rules.js';

/** Shortlisting's contract: scorecards, the sift queue, scoring, moderation, closing the sift, reveals. */

const Key = () => Type.String({ maxLength: 40, pattern: '^(essential|desirable)-[0-9]{1,3}$', examples: ['essential-0'] });
const Score = () => Type.Integer({ minimum: 0, maximum: 4, description: '0 no evidence, 1 limited, 2 meets, 3 good, 4 exceeds' });
const Text = (max: number, description: string) => Paragraphs(max, { minLength: 1, description });

export const SiftJobIdParamsSchema = idParams('id', 'SiftJobIdParams');
export const SiftApplicationIdParamsSchema = idParams('id', 'SiftApplicationIdParams');

export const VerdictSchema = Type.Union(literals(VERDICTS), { $id: 'SiftVerdict', description: 'The scorer\'s overall verdict' });
export const AssessmentStageSchema = Type.Union(literals(ASSESSMENT_STAGES), { $id: 'AssessmentStage', description: 'Where a criterion is assessed; application and both are scored at the sift' });

export const ScorecardCriterionSchema = Type.Object(
  {
    key: Type.String({ description: 'The criterion\'s kind and place in the job: essential-0, desirable-1' }),
    kind: Type.Union(literals(CRITERION_KINDS)),
    text: Type.String(),
    assessedAt: ref(AssessmentStageSchema),
    weight: Type.Integer({ minimum: 1, maximum: MAX_WEIGHT }),
  },
  { $id: 'ScorecardCriterion' },
);

export const ScorecardSchema = Type.Object(
  {
    jobId: Type.Integer(),
    criteria: Type.Array(ref(ScorecardCriterionSchema), { description: 'The job\'s essential then desirable criteria' }),
    requiredScorers: Type.Integer({ minimum: MIN_SCORERS, maximum: MAX_SCORERS }),
    nameBlind: Type.Boolean({ description: 'Panel members score without the applicants\' identities until the sift closes' }),
    nameBlindEditable: Type.Boolean({ description: 'Only a draft job (not opened yet) may change it' }),
    locked: Type.Boolean({ description: 'Scores were submitted: the criteria settings and scorer count no longer change' }),
    canEdit: Type.Boolean(),
    siftClosedAt: Nullable(DateTime()),
    scale: Type.Array(Type.Object({ score: Score(), anchor: Type.Union(literals(SCORE_ANCHORS)) }), { description: 'The anchored points (the SPA translates the anchor)' }),
  },
  { $id: 'Scorecard' },
);
export type Scorecard = Static<typeof ScorecardSchema>;

export const SetScorecardBodySchema = Type.Object(
  {
    criteria: Type.Array(Type.Object({ key: Key(), assessedAt: ref(AssessmentStageSchema), weight: Type.Integer({ minimum: 1, maximum: MAX_WEIGHT }) }), {
      maxItems: 200,
      description: 'Settings per criterion; a criterion left out is assessed at application with weight 1',
    }),
    requiredScorers: Type.Integer({ minimum: MIN_SCORERS, maximum: MAX_SCORERS }),
    nameBlind: Type.Boolean(),
  },
  { $id: 'SetScorecardBody' },
);
export type SetScorecardBody = Static<typeof SetScorecardBodySchema>;

const ItemSchema = Type.Object({ applicationId: Type.Integer(), label: Type.String({ description: 'The applicant\'s name, or their alias ("Candidate 7F3K") while the job is name-blind' }), submittedAt: Nullable(DateTime()) });

export const SiftQueueJobSchema = Type.Object(
  {
    jobId: Type.Integer(),
    reference: Type.String(),
    title: Type.String(),
    nameBlind: Type.Boolean(),
    lead: Type.Boolean({ description: 'The caller is the job\'s shortlisting lead (moderates, may close the sift)' }),
    requiredScorers: Type.Integer(),
    siftClosedAt: Nullable(DateTime()),
    applications: Type.Integer({ description: 'Applications in the sift' }),
    leftToScore: Type.Integer({ description: 'Of those, the ones the caller has not scored' }),
    complete: Type.Integer({ description: 'Applications with the required number of scores' }),
    openModerations: Type.Integer(),
    toScore: Type.Array(ItemSchema, { description: 'The first 100 the caller has left to score, oldest submission first' }),
    toModerate: Type.Array(ItemSchema, { description: 'For the lead: the applications waiting for moderation (first 100)' }),
  },
  { $id: 'SiftQueueJob' },
);
export const SiftQueueSchema = Type.Object({ jobs: Type.Array(ref(SiftQueueJobSchema)) }, { $id: 'SiftQueue' });

export const ScoreEntrySchema = Type.Object({ criterionKey: Key(), score: Score(), evidence: Text(MAX_EVIDENCE, 'A short piece of evidence from the application') }, { $id: 'ScoreEntry' });

export const SubmitScoresBodySchema = Type.Object(
  { scores: Type.Array(ref(ScoreEntrySchema), { maxItems: 200, description: 'One entry per criterion scored at the sift' }), verdict: ref(VerdictSchema) },
  { $id: 'SubmitScoresBody' },
);
export type SubmitScoresBody = Static<typeof SubmitScoresBodySchema>;

export const SubmissionSchema = Type.Object(
  {
    scorerId: Type.Integer(),
    scorerName: Type.String(),
    verdict: ref(VerdictSchema),
    submittedAt: DateTime(),
    scores: Type.Array(ref(ScoreEntrySchema)),
  },
  { $id: 'SiftSubmission' },
);

export const ModerationSchema = Type.Object(
  {
    needed: Type.Boolean({ description: 'The required scores are in and they differ (by 2 or more on a criterion, or in verdict)' }),
    criteria: Type.Array(Type.String(), { description: 'The criteria whose scores differ by 2 or more' }),
    verdictsDiffer: Type.Boolean(),
    resolved: Nullable(
      Type.Object({ agreedScores: Type.Record(Type.String(), Type.Integer()), verdict: ref(VerdictSchema), reason: Type.String(), moderatorName: Type.String(), moderatedAt: DateTime() }),
    ),
  },
  { $id: 'SiftModeration' },
);

export const ApplicationScoresSchema = Type.Object(
  {
    applicationId: Type.Integer(),
    requiredScorers: Type.Integer(),
    submissions: Type.Array(ref(SubmissionSchema)),
    moderation: ref(ModerationSchema),
  },
  { $id: 'ApplicationScores' },
);

export const ScoringViewSchema = Type.Object(
  {
    id: Type.Integer(),
    jobId: Type.Integer(),
    jobTitle: Type.String(),
    jobReference: Type.String(),
    label: Type.String({ description: 'The applicant\'s name, or their alias while the job is name-blind' }),
    alias: Type.String({ description: 'Stable per application: "Candidate 7F3K"' }),
    nameBlind: Type.Boolean(),
    revealed: Type.Boolean({ description: 'The identity is shown (not name-blind, the sift closed, or a break-glass reveal)' }),
    status: Type.String(),
    submittedAt: Nullable(DateTime()),
    answers: Type.Object(
      {
        supportingStatement: Type.String({ description: 'The cover letter or supporting statement' }),
        personalStatement: Type.String(),
        qualifications: Type.Array(Type.Object({ qualification: Type.String(), fieldOfStudy: Type.String() })),
        experience: Type.Array(Type.Object({ position: Type.String(), years: Type.Number(), duties: Type.String() })),
        yearsOfExperience: Type.Number(),
        registrationBody: Type.String(),
      },
      { description: 'The allow-list: what a scorer needs, never a name, contact, identity, referee, institution or employer' },
    ),
    identity: Nullable(
      Type.Object(
        { fullName: Type.String(), documents: Type.Array(Type.Object({ kind: Type.String(), name: Type.String() })) },
        { description: 'Only once revealed (or when the job is not name-blind)' },
      ),
    ),
    criteria: Type.Array(ref(ScorecardCriterionSchema), { description: 'The criteria scored at the sift' }),
    mySubmission: Nullable(ref(SubmissionSchema)),
    submissions: Type.Integer({ description: 'How many scorers have submitted' }),
    requiredScorers: Type.Integer(),
    siftClosed: Type.Boolean(),
    canScore: Type.Boolean(),
    canModerate: Type.Boolean(),
  },
  { $id: 'ScoringView' },
);

export const ModerationBodySchema = Type.Object(
  {
    scores: Type.Array(Type.Object({ criterionKey: Key(), score: Score() }), { maxItems: 200, description: 'An agreed score for every criterion that differs' }),
    verdict: ref(VerdictSchema),
    reason: Text(MAX_REASON, 'Why these scores and verdict were agreed'),
  },
  { $id: 'ModerationBody' },
);
export type ModerationBody = Static<typeof ModerationBodySchema>;

export const CloseSiftBodySchema = Type.Object(
  {
    rule: Type.Union(literals(SIFT_RULES), { description: 'essentials: every essential criterion met (a final score of 2 or more); minimum_total: a weighted total of at least minimumTotal; places: the best `places` totals (ties at the cut all go through)' }),
    minimumTotal: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000 })),
    places: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    confirm: Type.Boolean({ description: 'false: the preview only, nothing changes; true: apply it' }),
  },
  { $id: 'CloseSiftBody' },
);
export type CloseSiftBody = Static<typeof CloseSiftBodySchema>;

export const SiftOutcomeSchema = Type.Object(
  {
    applicationId: Type.Integer(),
    label: Type.String(),
    total: Type.Number(),
    essentialsMet: Type.Boolean(),
    guaranteedInterview: Type.Boolean({ description: 'Asked to be considered under the disability scheme and meets every essential criterion: shortlisted whatever the rule' }),
    outcome: Type.Union(literals(['shortlisted', 'rejected'] as const)),
  },
  { $id: 'SiftOutcome' },
);

export const CloseSiftAnswerSchema = Type.Object(
  {
    jobId: Type.Integer(),
    closed: Type.Boolean({ description: 'true once applied; false for a preview' }),
    closedAt: Nullable(DateTime()),
    maxTotal: Type.Number(),
    unscored: Type.Integer({ description: 'Applications with fewer scores than required (closing is refused while any)' }),
    openModerations: Type.Integer({ description: 'Closing is refused while any' }),
    outcomes: Type.Array(ref(SiftOutcomeSchema)),
    shortlisted: Type.Integer(),
    rejected: Type.Integer(),
  },
  { $id: 'CloseSiftAnswer' },
);
export type CloseSiftAnswer = Static<typeof CloseSiftAnswerSchema>;

export const RevealBodySchema = Type.Object({ reason: Text(MAX_REASON, 'Why the identity must be seen before the sift closes') }, { $id: 'RevealBody' });
export const RevealAnswerSchema = Type.Object(
  { applicationId: Type.Integer(), fullName: Type.String(), email: Type.String(), revealedAt: DateTime() },
  { $id: 'RevealAnswer' },
);

export const careersSiftSchemas = [
  SiftJobIdParamsSchema,
  SiftApplicationIdParamsSchema,
  VerdictSchema,
  AssessmentStageSchema,
  ScorecardCriterionSchema,
  ScorecardSchema,
  SetScorecardBodySchema,
  SiftQueueJobSchema,
  SiftQueueSchema,
  ScoreEntrySchema,
  SubmitScoresBodySchema,
  SubmissionSchema,
  ModerationSchema,
  ApplicationScoresSchema,
  ScoringViewSchema,
  ModerationBodySchema,
  CloseSiftBodySchema,
  SiftOutcomeSchema,
  CloseSiftAnswerSchema,
  RevealBodySchema,
  RevealAnswerSchema,
];
