import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NonBlankParagraphs, Nullable, Paragraphs, ref } from '../../lib/schema.js';
import { idParams } from '../../lib/list-query.js';
import { Choice } from '../../../common/text-rules.js';
import { ATTENDANCES, INTERVIEW_OUTCOMES } from '../../../common/interview-rules.js';
import { ScoreEntrySchema } from '../careers-sift/index.js';

/** The contract of interview scores, attendance and outcome (issue 28). */

export const InterviewInvitationIdParamsSchema = idParams('id', 'InterviewInvitationIdParams');

export const SubmitInterviewScoresBodySchema = Type.Object(
  {
    scores: Type.Array(ref(ScoreEntrySchema), { maxItems: 200, description: 'One entry per criterion the round assesses at interview (none when the job has no such criterion)' }),
    comment: Paragraphs(2000),
  },
  { $id: 'SubmitInterviewScoresBody', additionalProperties: false },
);
export type SubmitInterviewScoresBody = Static<typeof SubmitInterviewScoresBodySchema>;

export const RecordAttendanceBodySchema = Type.Object({ attendance: Choice(ATTENDANCES) }, { $id: 'RecordInterviewAttendanceBody', additionalProperties: false });

export const RecordOutcomeBodySchema = Type.Object(
  {
    outcome: Choice(INTERVIEW_OUTCOMES),
    reason: NonBlankParagraphs(1000),
    rank: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'The appointable candidate\'s place for the offer step (1 first); appointable only' })),
  },
  { $id: 'RecordInterviewOutcomeBody', additionalProperties: false },
);
export type RecordOutcomeBody = Static<typeof RecordOutcomeBodySchema>;

const SubmissionSchema = Type.Object({ scorerId: Type.Integer(), scorerName: Type.String(), submittedAt: DateTime(), scores: Type.Array(ref(ScoreEntrySchema)), comment: Type.String() });

export const InterviewAssessmentSchema = Type.Object(
  {
    invitationId: Type.Integer(),
    candidate: Type.String({ description: 'The applicant\'s name, or the alias on a name-blind job' }),
    attendance: Nullable(Choice(ATTENDANCES)),
    outcome: Nullable(Choice(INTERVIEW_OUTCOMES)),
    outcomeReason: Type.String(),
    rank: Nullable(Type.Integer()),
    criteria: Type.Array(Type.Object({ key: Type.String(), text: Type.String() }), { description: 'The criteria assessed at interview' }),
    submitted: Type.Integer({ description: 'How many panel members have scored' }),
    submissions: Type.Array(SubmissionSchema, { description: 'Every panel member\'s scores: only once the caller has sent their own (independent scoring)' }),
  },
  { $id: 'InterviewAssessment' },
);

export const interviewAssessmentSchemas = [InterviewInvitationIdParamsSchema, SubmitInterviewScoresBodySchema, RecordAttendanceBodySchema, RecordOutcomeBodySchema, InterviewAssessmentSchema];
