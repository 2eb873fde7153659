import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import type { ModuleOptions } from '../module.js';
import {
  ApplicationScoresSchema,
  CloseSiftAnswerSchema,
  CloseSiftBodySchema,
  ModerationBodySchema,
  RevealAnswerSchema,
  RevealBodySchema,
  ScorecardSchema,
  ScoringViewSchema,
  SetScorecardBodySchema,
  SiftApplicationIdParamsSchema,
  SiftJobIdParamsSchema,
  SiftQueueSchema,
  SubmitScoresBodySchema,
} from './schemas.js';
import { ScorecardService } from './service-scorecard.js';
import { ScoringService } from './service-scoring.js';
import { SiftCloseService } from './service-close.js';

const SCORERS = 'Scorers are the job\'s hiring team members with the shortlisting or shortlisting_lead role; an application the caller neither scores, leads nor decides answers 404 (audited), as does their own.';
const BLIND = 'On a name-blind job the answer is an allow-list (criteria answers, qualification types, positions and years, registration body) under a stable alias, until the sift closes or a break-glass reveal.';

/** Shortlisting over HTTP: scorecards, the sift queue, scoring, moderation, closing the sift, reveals. */
export default async function careersSiftRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const scorecards = new ScorecardService(fastify);
  const scoring = new ScoringService(fastify);
  const closing = new SiftCloseService(fastify, opts.config);
  const preHandler = fastify.authorize('read', 'Job');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };
  const jobParams = ref(SiftJobIdParamsSchema);
  const params = ref(SiftApplicationIdParamsSchema);

  app.get(
    '/careers/admin/jobs/:id/scorecard',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getJobScorecard',
        summary: 'The job\'s scorecard: its criteria with how each is assessed and weighed, the 0–4 anchored scale, scorers per application, name-blind',
        description: withRefusals('A job the caller may not see answers 404.', 'job_not_found'),
        params: jobParams,
        response: { 200: ref(ScorecardSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => scorecards.get(request, request.params.id),
  );

  app.put(
    '/careers/admin/jobs/:id/scorecard',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'setJobScorecard',
        summary: 'Set the scorecard: per criterion where it is assessed and its weight, the number of scorers (2 or more), name-blind (before the job opens)',
        description: withRefusals('Needs `update` on the job (403 otherwise). Written to the audit log.', 'job_not_found', 'unknown_criterion', 'duplicate_criterion', 'name_blind_after_open', 'scorecard_locked'),
        params: jobParams,
        body: ref(SetScorecardBodySchema),
        response: { 200: ref(ScorecardSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => scorecards.set(request, request.params.id, request.body),
  );

  app.get(
    '/careers/admin/sift',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getSiftQueue',
        summary: 'My sift queue: the jobs I score, what is left for me to score, and for a lead what waits for moderation',
        description: `${SCORERS} ${BLIND}`,
        response: { 200: ref(SiftQueueSchema), ...errors(401, 403) },
      },
    },
    async (request) => scoring.queue(request),
  );

  app.get(
    '/careers/admin/sift/applications/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getApplicationForScoring',
        summary: 'An application as a scorer sees it, with the criteria to score and my submission',
        description: withRefusals(`${SCORERS} ${BLIND}`, 'application_not_found'),
        params,
        response: { 200: ref(ScoringViewSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => scoring.view(request, request.params.id),
  );

  app.put(
    '/careers/admin/sift/applications/:id/scores',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'submitScores',
        summary: 'Submit my scores (0–4 and evidence for every criterion scored at the sift) and overall verdict: once, final',
        description: withRefusals(
          `${SCORERS} Two submits at once store one answer; the other gets 409. Written to the audit log.`,
          'application_not_found',
          'unknown_criterion',
          'duplicate_criterion',
          'scores_incomplete',
          'scores_already_submitted',
          'sift_closed',
          'not_in_sift',
        ),
        params,
        body: ref(SubmitScoresBodySchema),
        response: { 200: ref(ApplicationScoresSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => scoring.submit(request, request.params.id, request.body),
  );

  app.get(
    '/careers/admin/sift/applications/:id/scores',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listApplicationScores',
        summary: 'Every scorer\'s scores of the application and its moderation',
        description: withRefusals(
          `${SCORERS} Independence: a scorer sees the others' scores only after submitting their own; the lead and recruiters who have not scored it see them once the required number is in.`,
          'application_not_found',
          'scores_hidden',
        ),
        params,
        response: { 200: ref(ApplicationScoresSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => scoring.scores(request, request.params.id),
  );

  app.post(
    '/careers/admin/sift/applications/:id/moderation',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'recordModeration',
        summary: 'The shortlisting lead records the agreed scores (every criterion that differs by 2 or more), verdict and reason',
        description: withRefusals(
          `${SCORERS} Only the job's shortlisting lead (403 otherwise). Once per application. Written to the audit log.`,
          'application_not_found',
          'moderation_not_needed',
          'unknown_criterion',
          'duplicate_criterion',
          'moderation_incomplete',
          'already_moderated',
          'sift_closed',
          'not_in_sift',
        ),
        params,
        body: ref(ModerationBodySchema),
        response: { 200: ref(ApplicationScoresSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => scoring.moderate(request, request.params.id, request.body),
  );

  app.post(
    '/careers/admin/jobs/:id/sift/close',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'closeSift',
        summary: 'Close the sift by a rule: preview (confirm false) or apply (confirm true); shortlisted or rejected, applicants e-mailed, identities revealed',
        description: withRefusals(
          'For the shortlisting lead or whoever may decide the job\'s applications (403 otherwise). The preview and the confirmation compute the outcome alike. A guaranteed-interview applicant (disability scheme, every essential criterion met) is shortlisted whatever the rule. Written to the audit log.',
          'job_not_found',
          'rule_value_required',
          'sift_closed',
          'sift_incomplete',
          'moderation_open',
        ),
        params: jobParams,
        body: ref(CloseSiftBodySchema),
        response: { 200: ref(CloseSiftAnswerSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => closing.close(request, request.params.id, request.body),
  );

  app.post(
    '/careers/admin/sift/applications/:id/reveal',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'revealApplicant',
        summary: 'Break glass: reveal one applicant of a name-blind job to its panel before the sift closes, with a reason',
        description: withRefusals('Super admins and recruitment admins only (403, audited, for the others). Written to the audit log with the reason.', 'application_not_found', 'not_name_blind', 'reason_required'),
        params,
        body: ref(RevealBodySchema),
        response: { 201: ref(RevealAnswerSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await closing.reveal(request, request.params.id, request.body.reason)),
  );
}
