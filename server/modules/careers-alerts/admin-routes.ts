import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { errors, ref } from '../../lib/schema.js';
import type { ModuleOptions } from '../module.js';
import { currentPeriods, runDigest } from './digest.js';

export const DigestResultSchema = Type.Object(
  {
    alerts: Type.Integer({ description: 'Alerts looked at (not sent today yet)' }),
    mails: Type.Integer({ description: 'E-mails queued (alerts with something new)' }),
    jobs: Type.Integer({ description: 'Jobs listed in them, in all' }),
  },
  { $id: 'JobAlertDigestResult' },
);

/** "Send the job alerts now": the operators' trigger of today's digests (the mail managers'). */
export default async function careersAlertsAdminRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/careers/admin/job-alerts/send-now',
    {
      preHandler: fastify.authorize('manage', 'Mail'),
      schema: {
        tags: ['careers-admin'],
        security: [{ bearerAuth: [] }],
        operationId: 'sendJobAlertsNow',
        summary: 'Send today\'s job-alert digests now, daily and weekly, whatever the configured hour; an alert sent today already is not sent again',
        response: { 200: ref(DigestResultSchema), ...errors(401, 403) },
      },
    },
    async (request) => {
      const result = await runDigest(fastify, opts.config, currentPeriods(opts.config), { instance: fastify.scheduler.instance });
      await recordAudit(fastify.db, await auditActorOf(request), { action: 'job_alerts.sent_now', subjectType: 'JobAlert', detail: { ...result } });
      return result;
    },
  );
}
