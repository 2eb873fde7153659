import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import { InterviewAssessmentSchema, InterviewInvitationIdParamsSchema, RecordAttendanceBodySchema, RecordOutcomeBodySchema, SubmitInterviewScoresBodySchema } from './schemas-assessment.js';
import { InterviewAssessment } from './service-assessment.js';

const WHO = 'An invitation of a round the caller may read (recruiters of the job, its interview team, the round\'s panel); anyone else gets 404 (audited). Written to the audit log.';

/** Interview scores, attendance and outcome over HTTP (issue 28). */
export default async function interviewAssessmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const assessment = new InterviewAssessment(fastify);
  const preHandler = fastify.authorize('read', 'Job');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }], params: ref(InterviewInvitationIdParamsSchema) };
  const answer = { 200: ref(InterviewAssessmentSchema), ...errors(400, 401, 403, 404, 409) };
  const base = '/careers/admin/interview-invitations/:id';

  app.post(
    `${base}/attendance`,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'recordInterviewAttendance',
        summary: 'Record whether the applicant attended the booked interview (attended, no-show, withdrew); it may be corrected until the outcome is recorded',
        description: withRefusals(`${WHO} A recruiter of the job or the round's lead (403 for the rest of the panel).`, 'invitation_not_found', 'not_attended', 'outcome_recorded'),
        body: ref(RecordAttendanceBodySchema),
        response: answer,
      },
    },
    async (request) => assessment.attendance(request, request.params.id, request.body.attendance),
  );

  app.post(
    `${base}/scores`,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'submitInterviewScores',
        summary: 'Score the criteria assessed at interview (0–4 with evidence, as at shortlisting), once and final; the answer then shows the other panel members\' scores',
        description: withRefusals(
          `${WHO} The round's panel and lead only (403 otherwise). Independent: nobody sees another's scores before sending their own. One set per panel member, whatever the concurrency (a unique constraint).`,
          'invitation_not_found',
          'not_attended',
          'unknown_criterion',
          'duplicate_criterion',
          'scores_incomplete',
          'already_scored',
        ),
        body: ref(SubmitInterviewScoresBodySchema),
        response: answer,
      },
    },
    async (request) => assessment.score(request, request.params.id, request.body),
  );

  app.post(
    `${base}/outcome`,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'recordInterviewOutcome',
        summary: 'Record the panel\'s outcome (appointable, not appointable, reserve) with a reason; an appointable candidate may be ranked for the offer step',
        description: withRefusals(`${WHO} The round's lead (a recruiter of the job when the round has no lead; 403 otherwise), once.`, 'invitation_not_found', 'not_attended', 'scores_missing', 'outcome_recorded'),
        body: ref(RecordOutcomeBodySchema),
        response: answer,
      },
    },
    async (request) => assessment.outcome(request, request.params.id, request.body),
  );
}
