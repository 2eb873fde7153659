import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import { applicantOnly } from '../../lib/guards.js';
import type { ModuleOptions } from '../module.js';
import type { AnswerCipher } from './crypto.js';
import { ApplicantReferences } from './service-applicant.js';
import { RefereeReferences } from './service-referee.js';
import {
  ApplicationRefParamsSchema,
  MyReferenceListSchema,
  MyReferenceSchema,
  RefereeAnswersBodySchema,
  RefereeDeclineBodySchema,
  RefereeInputSchema,
  RefereeRequestSchema,
  RefereeTokenQuerySchema,
  ReferenceParamsSchema,
  UpdateRefereeEmailBodySchema,
} from './schemas.js';

/** Calls one address may make to the referee pages per minute (a token cannot be guessed in that many). */
const REFEREE_CALLS_PER_MINUTE = 60;

/** The referee's pages' API, by the e-mailed token (no account): rate-limited, never cached, never sent as a referrer. */
export async function refereeRoutes(fastify: FastifyInstance, opts: ModuleOptions & { cipher: () => AnswerCipher }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const referee = new RefereeReferences(fastify, opts.config, opts.cipher);
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
  const rateLimit = { max: REFEREE_CALLS_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `referee:${request.ip}` };
  const common = { tags: ['careers-references'], security: [] };
  const LINK = 'Unknown, expired, revoked and no-longer-needed links all get the same 404 `reference_link_invalid`. Answers carry `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.';

  app.get(
    '/references/request',
    {
      config: { rateLimit },
      schema: {
        ...common,
        operationId: 'getReferenceRequest',
        summary: 'The reference request of a link: who it is about, the questions of its stage, the saved draft. Reading changes nothing (mail scanners open links)',
        description: withRefusals(`${LINK} A submitted or declined request answers its state (the thank-you page), without its answers.`, 'reference_link_invalid'),
        querystring: ref(RefereeTokenQuerySchema),
        response: { 200: ref(RefereeRequestSchema), ...errors(400, 404, 429) },
      },
    },
    async (request) => referee.get(request.query.token),
  );

  app.put(
    '/references/request/draft',
    {
      config: { rateLimit },
      schema: {
        ...common,
        operationId: 'saveReferenceDraft',
        summary: 'Save the answers so far, to come back later (encrypted at rest)',
        description: withRefusals(LINK, 'reference_link_invalid', 'reference_closed', 'question_not_asked'),
        body: ref(RefereeAnswersBodySchema),
        response: { 200: ref(RefereeRequestSchema), ...errors(400, 404, 409, 429) },
      },
    },
    async (request) => referee.saveDraft(request.body.token, request.body.answers),
  );

  app.post(
    '/references/request/decline',
    {
      config: { rateLimit },
      schema: {
        ...common,
        operationId: 'declineReference',
        summary: '"I cannot give a reference", with an optional reason (seen by the recruitment team only); the applicant is told',
        description: withRefusals(LINK, 'reference_link_invalid', 'reference_closed'),
        body: ref(RefereeDeclineBodySchema),
        response: { 200: ref(RefereeRequestSchema), ...errors(400, 404, 409, 429) },
      },
    },
    async (request) => referee.decline(request.body.token, request.body.reason),
  );

  app.post(
    '/references/request/submit',
    {
      config: { rateLimit },
      schema: {
        ...common,
        operationId: 'submitReference',
        summary: 'Submit the reference: final, later changes are refused',
        description: withRefusals(LINK, 'reference_link_invalid', 'reference_closed', 'question_not_asked', 'answers_incomplete'),
        body: ref(RefereeAnswersBodySchema),
        response: { 200: ref(RefereeRequestSchema), ...errors(400, 404, 409, 429) },
      },
    },
    async (request) => referee.submit(request.body.token, request.body.answers),
  );
}

/** The applicant's references of one of their applications: status and history, a reminder, a replacement. */
export async function applicantReferenceRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const mine = new ApplicantReferences(fastify, opts.config);
  const preHandler = applicantOnly(fastify);
  const common = { tags: ['careers'], security: [{ bearerAuth: [] }] };
  const params = ref(ReferenceParamsSchema);

  app.get(
    '/careers/applications/:id/references',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listMyReferences',
        summary: 'The reference requests of my application: referee, status and history; never what a referee answered',
        description: withRefusals('', 'account_gone', 'application_not_found'),
        params: ref(ApplicationRefParamsSchema),
        response: { 200: ref(MyReferenceListSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => mine.list(request.user.sub, request.params.id),
  );

  app.post(
    '/careers/applications/:id/references/:referenceId/remind',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'remindMyReferee',
        summary: 'Send my referee a reminder with a new link: at most once every 48 hours',
        description: withRefusals('', 'account_gone', 'application_not_found', 'reference_not_found', 'reference_not_open', 'reminder_too_soon'),
        params,
        response: { 200: ref(MyReferenceSchema), ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => mine.remind(request.user.sub, request.params.id, request.params.referenceId),
  );

  app.post(
    '/careers/applications/:id/references/:referenceId/replace',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'replaceMyReferee',
        summary: 'Name another referee in place of one who declined or has not answered for 14 days; the request goes to them at once',
        description: withRefusals('', 'account_gone', 'application_not_found', 'reference_not_found', 'references_not_open', 'referee_not_replaceable', 'referee_is_applicant', 'referee_already_asked'),
        params,
        body: ref(RefereeInputSchema),
        response: { 201: ref(MyReferenceSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await mine.replace(request.user.sub, request.params.id, request.params.referenceId, request.body)),
  );

  app.patch(
    '/careers/applications/:id/references/:referenceId/email',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'updateMyRefereeEmail',
        summary: 'Correct the address of a referee our e-mail could not reach (bounced): the old links stop working, the request goes to the new address',
        description: withRefusals(
          'Only while the request is open and its last e-mail bounced (`addressBounced`).',
          'account_gone',
          'application_not_found',
          'reference_not_found',
          'reference_not_open',
          'referee_email_not_bounced',
          'referee_is_applicant',
          'referee_already_asked',
        ),
        params,
        body: ref(UpdateRefereeEmailBodySchema),
        response: { 200: ref(MyReferenceSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => mine.fixEmail(request.user.sub, request.params.id, request.params.referenceId, request.body.email),
  );
}
