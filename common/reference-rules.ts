/**
 * References (issue 30): the vocabulary shared by the database, the API and the SPA. A request is
 * made of one referee for one application; its `stage` picks the questionnaire: `pre_offer` (before
 * interview, where the job asks for it) never asks about health or sickness absence (UK Equality Act
 * s.60 covers questions asked through referees), `post_offer` may, and asks the concern questions.
 */

export const REFERENCE_STAGES = ['pre_offer', 'post_offer'] as const;
export type ReferenceStage = (typeof REFERENCE_STAGES)[number];

/** `requested` (link sent), `in_progress` (a draft saved), then one of the closed states. */
export const REFERENCE_STATUSES = ['requested', 'in_progress', 'submitted', 'declined', 'cancelled', 'received_elsewhere'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];
/** The states whose link still works for saving, declining and submitting. */
export const OPEN_REFERENCE_STATUSES: readonly ReferenceStatus[] = ['requested', 'in_progress'];

export const REFERENCE_REVIEWS = ['pending', 'satisfactory', 'clarification', 'unsatisfactory'] as const;
export type ReferenceReview = (typeof REFERENCE_REVIEWS)[number];

/** The application statuses from which staff may request references. */
export const REFERENCE_REQUEST_STATUSES = ['interview', 'offer'] as const;

/**
 * When a job takes references (a setting of the job): `after_offer` (the default) once the
 * conditional offer is made, or `before_interview`, from shortlisting on, with the pre-offer
 * questionnaire only.
 */
export const JOB_REFERENCE_STAGES = ['after_offer', 'before_interview'] as const;
export type JobReferenceStage = (typeof JOB_REFERENCE_STAGES)[number];
/** The application statuses from which a `before_interview` job's references may be requested. */
export const BEFORE_INTERVIEW_REQUEST_STATUSES = ['shortlisted', 'interview', 'offer'] as const;

/** The questionnaire's version: raised when its questions change, kept on every request. */
export const QUESTIONNAIRE_VERSION = 1;

/** The ratings (NHS Employers' template), each outstanding … poor or not applicable. */
export const REFERENCE_RATING_KEYS = ['punctuality', 'reliability', 'teamwork', 'communication', 'clinicalCompetence', 'initiative'] as const;
export const REFERENCE_RATINGS = ['outstanding', 'good', 'satisfactory', 'poor', 'not_applicable'] as const;

/** The concern questions (post-offer only; their answers are the restricted data class `safeguarding`). */
export const CONCERN_KEYS = ['investigation', 'warnings', 'allegations', 'fitnessToPractise'] as const;
export type ConcernKey = (typeof CONCERN_KEYS)[number];

/** Every question of the questionnaire, in the order the referee answers them, with the stages that ask it. */
export const QUESTIONS = [
  { key: 'relationship', stages: ['pre_offer', 'post_offer'], required: true },
  { key: 'knownFor', stages: ['pre_offer', 'post_offer'], required: true },
  { key: 'employedFrom', stages: ['pre_offer', 'post_offer'], required: true },
  { key: 'employedTo', stages: ['pre_offer', 'post_offer'], required: false },
  { key: 'jobTitle', stages: ['pre_offer', 'post_offer'], required: true },
  { key: 'reasonForLeaving', stages: ['post_offer'], required: false },
  { key: 'wouldReemploy', stages: ['pre_offer', 'post_offer'], required: true },
  { key: 'wouldReemployDetails', stages: ['pre_offer', 'post_offer'], required: false },
  { key: 'ableToDoRole', stages: ['pre_offer', 'post_offer'], required: true },
  { key: 'sicknessAbsenceDays', stages: ['post_offer'], required: false },
  { key: 'concerns', stages: ['post_offer'], required: true },
  { key: 'ratings', stages: ['pre_offer', 'post_offer'], required: false },
  { key: 'comments', stages: ['pre_offer', 'post_offer'], required: false },
  { key: 'shareable', stages: ['pre_offer', 'post_offer'], required: true },
  { key: 'signedName', stages: ['pre_offer', 'post_offer'], required: true },
  { key: 'signedRole', stages: ['pre_offer', 'post_offer'], required: true },
  { key: 'trueAndComplete', stages: ['pre_offer', 'post_offer'], required: true },
] as const satisfies readonly { key: string; stages: readonly ReferenceStage[]; required: boolean }[];
export type QuestionKey = (typeof QUESTIONS)[number]['key'];

/** The questions a stage's questionnaire asks. */
export const questionsFor = (stage: ReferenceStage) => QUESTIONS.filter((q) => (q.stages as readonly ReferenceStage[]).includes(stage));

/** Days and limits of the requests (the reminder days are configured on the server). */
export const REFERENCE_LINK_WEEKS = 12;
export const APPLICANT_REMINDER_HOURS = 48;
export const REFERENCE_OVERDUE_DAYS = 14;
