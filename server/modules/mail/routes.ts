import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { refuse, withRefusals } from '../../lib/refusals.js';
import type { ApiModule } from '../module.js';
import { listMails, requeueFailed, type MailRow } from './repo.js';
import { MailIdParamsSchema, MailLogEntrySchema, MailLogQuerySchema, MailLogSchema, mailSchemas, type MailLogEntry } from './schemas.js';

const UNFINISHED = new Set(['queued', 'retrying', 'sending']);

/** What the mail log shows of a message (never its text: it may hold a one-time link). */
function toEntry(row: MailRow): MailLogEntry {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: UNFINISHED.has(row.status) ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    undeliverable: row.undeliverable,
    deliveredVia: row.deliveredVia,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    retryable: row.status === 'failed' && row.bodyText !== '',
  };
}

/** The mail log for staff who `manage Mail` (administrators): every message, how it went, and a retry of a failed one. */
async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = fastify.authorize('manage', 'Mail');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/careers/admin/mail',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listMailLog',
        summary: 'The mail log: every e-mail the portal queued, with its status (queued, sending, sent, retrying, failed, cancelled), attempts and last error',
        querystring: ref(MailLogQuerySchema),
        response: { 200: ref(MailLogSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, total, statusCounts } = await listMails(fastify.db, request.query);
      return { items: items.map(toEntry), total, statusCounts };
    },
  );

  app.post(
    '/careers/admin/mail/:id/retry',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'retryMail',
        summary: 'Send a failed e-mail again: it is queued with its attempts counted from zero',
        description: withRefusals('', 'mail_not_found', 'mail_not_failed', 'mail_text_not_kept'),
        params: ref(MailIdParamsSchema),
        response: { 200: ref(MailLogEntrySchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await requeueFailed(fastify.db, request.params.id);
      if (result === 'not_found') throw refuse('mail_not_found', 'There is no such message.');
      if (result === 'not_failed') throw refuse('mail_not_failed', 'Only a failed message can be sent again.');
      if (result === 'no_text') throw refuse('mail_text_not_kept', 'The text of this message was not kept, so it cannot be sent again.');
      fastify.mailer.nudge();
      return toEntry(result);
    },
  );
}

export const mailModule: ApiModule = {
  name: 'mail',
  routes: mailRoutes,
  schemas: mailSchemas,
};
