import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import * as paths from '../../../common/paths.js';
import { errors, MessageSchema, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import { unauthorized } from '../../lib/http-errors.js';
import type { ModuleOptions } from '../module.js';
import {
  ConfirmJobAlertSchema,
  CreatedJobAlertSchema,
  CreateJobAlertSchema,
  JobAlertFeedbackSchema,
  JobAlertIdParamsSchema,
  JobAlertListSchema,
  JobAlertSchema,
  JobAlertTokenQuerySchema,
  UnsubscribeBodySchema,
  UpdateJobAlertSchema,
} from './schemas.js';
import { JobAlerts, toJobAlert, type AlertActor } from './service.js';

/** Sign-ups without an account one address (IP) may make per hour: the confirmation mails cannot be used to flood a mailbox. */
const VISITOR_SIGNUPS_PER_HOUR = 10;

/** Job alerts: an applicant's (signed in) and a visitor's (e-mail only, confirmed), and the pages an alert e-mail's links open (by token). */
export default async function careersAlertsRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const alerts = new JobAlerts(fastify, opts.config);
  const signedIn = fastify.authorize('manage', 'Account');
  /** The caller's account when a token is sent (checked like any), nobody otherwise. */
  const maybeSignedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await fastify.authenticate(request, reply, () => undefined);
  };
  const userOf = (request: FastifyRequest) => (request.headers.authorization ? request.user.sub : null);
  /** The owner signed in, or a token of the alert's e-mails. */
  const actorOf = (request: FastifyRequest, token: string | undefined): AlertActor => {
    if (token) return { token };
    const userId = userOf(request);
    if (userId === null) throw unauthorized('Sign in, or use the link of one of the alert\'s e-mails.');
    return { userId };
  };
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` form-encoded.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const tags = ['careers'];
  const bearer = [{ bearerAuth: [] }];
  const optionalBearer: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

  app.get(
    '/careers/job-alerts',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security: bearer,
        operationId: 'listMyJobAlerts',
        summary: 'My job alerts, newest first, with the account\'s master switch ("E-mail me about new vacancies")',
        description: withRefusals('', 'account_gone'),
        response: { 200: ref(JobAlertListSchema), ...errors(401) },
      },
    },
    async (request) => alerts.list(request.user.sub),
  );

  app.post(
    '/careers/job-alerts',
    {
      preHandler: maybeSignedIn,
      // Visitors only (a signed-in caller is known; a forged token gets 401 and creates nothing).
      config: {
        rateLimit: {
          max: VISITOR_SIGNUPS_PER_HOUR,
          timeWindow: 3_600_000,
          keyGenerator: (request: FastifyRequest) => `job-alert:${request.ip}`,
          allowList: (request: FastifyRequest) => Boolean(request.headers.authorization),
        },
      },
      schema: {
        tags,
        security: optionalBearer,
        operationId: 'createJobAlert',
        summary: 'Save a search of the board as a job alert: signed in, active at once (201); a visitor gives an e-mail address and gets a confirmation link valid 48 hours (202, the same answer whatever the address)',
        description: withRefusals('', 'account_gone', 'email_required'),
        body: ref(CreateJobAlertSchema),
        response: { 201: ref(CreatedJobAlertSchema), 202: ref(CreatedJobAlertSchema), ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      if (userId !== null) return reply.code(201).send(await alerts.createForAccount(userId, request.body));
      return reply.code(202).send(await alerts.createForVisitor(request.body));
    },
  );

  app.patch(
    '/careers/job-alerts/:id',
    {
      preHandler: maybeSignedIn,
      schema: {
        tags,
        security: optionalBearer,
        operationId: 'updateJobAlert',
        summary: 'Rename an alert, change its search or frequency, pause or resume it: its owner signed in, or with the token of one of its e-mails',
        description: withRefusals('', 'account_gone', 'job_alert_not_found'),
        params: ref(JobAlertIdParamsSchema),
        body: ref(UpdateJobAlertSchema),
        response: { 200: ref(JobAlertSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => alerts.update(request.params.id, actorOf(request, request.body.token), request.body),
  );

  app.delete(
    '/careers/job-alerts/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security: bearer,
        operationId: 'deleteJobAlert',
        summary: 'Delete one of my alerts',
        description: withRefusals('', 'account_gone', 'job_alert_not_found'),
        params: ref(JobAlertIdParamsSchema),
        response: { 204: Type.Null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await alerts.remove(request.params.id, request.user.sub);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/careers/job-alerts/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security: [],
        operationId: 'confirmJobAlert',
        summary: 'Confirm a visitor\'s alert with the e-mailed token (the page the link opens posts it): the alert starts with the jobs published from now',
        description: withRefusals('', 'token_invalid', 'token_expired'),
        body: ref(ConfirmJobAlertSchema),
        response: { 200: ref(JobAlertSchema), ...errors(400, 429) },
      },
    },
    async (request) => alerts.confirm(request.body.token),
  );

  app.post(
    '/careers/job-alerts/unsubscribe',
    {
      schema: {
        tags,
        security: [],
        operationId: 'unsubscribeJobAlert',
        summary: 'One-click unsubscribe (RFC 8058): the address of the e-mail\'s List-Unsubscribe header, posted by the mail client without a sign-in; answers 200, never a redirect, and again 200 when done already',
        description: withRefusals('', 'token_invalid'),
        querystring: ref(JobAlertTokenQuerySchema),
        body: ref(UnsubscribeBodySchema),
        response: { 200: ref(JobAlertSchema), ...errors(400, 415) },
      },
    },
    async (request) => alerts.unsubscribe(request.query.token),
  );

  app.get(
    '/careers/job-alerts/unsubscribe',
    {
      schema: {
        tags,
        security: [],
        operationId: 'openJobAlertUnsubscribeLink',
        summary: 'The List-Unsubscribe address opened in a browser (or by a mail scanner): changes nothing, and sends to the alert\'s manage page (303)',
        querystring: ref(JobAlertTokenQuerySchema),
        response: { 303: ref(MessageSchema), ...errors(400) },
      },
    },
    async (request, reply) => {
      const location = `${paths.careers.jobAlertManage}?token=${encodeURIComponent(request.query.token)}`;
      return reply.code(303).header('location', location).send({ message: `See ${location}` });
    },
  );

  app.get(
    '/careers/job-alerts/manage',
    {
      schema: {
        tags,
        security: [],
        operationId: 'getJobAlertByToken',
        summary: 'The alert of an e-mail\'s token, for its manage page (unsubscribe, pause, frequency, edit the search, feedback); reading changes nothing',
        description: withRefusals('', 'token_invalid'),
        querystring: ref(JobAlertTokenQuerySchema),
        response: { 200: ref(JobAlertSchema), ...errors(400) },
      },
    },
    async (request) => toJobAlert(await alerts.byToken(request.query.token)),
  );

  app.post(
    '/careers/job-alerts/:id/feedback',
    {
      preHandler: maybeSignedIn,
      schema: {
        tags,
        security: optionalBearer,
        operationId: 'sendJobAlertFeedback',
        summary: '"Was this e-mail useful?": yes or no, and a comment; the owner signed in, or with the token of one of its e-mails',
        description: withRefusals('', 'account_gone', 'job_alert_not_found'),
        params: ref(JobAlertIdParamsSchema),
        body: ref(JobAlertFeedbackSchema),
        response: { 204: Type.Null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await alerts.feedback(request.params.id, actorOf(request, request.body.token), request.body);
      return reply.code(204).send(null);
    },
  );
}
