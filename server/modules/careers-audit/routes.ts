import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { auditActorOf } from '../../lib/audit.js';
import { localDate } from '../../lib/dates.js';
import { withRefusals } from '../../lib/refusals.js';
import { errors, ref } from '../../lib/schema.js';
import { AuditEventListSchema, AuditEventQuerySchema, AuditExportQuerySchema } from './schemas.js';
import { AuditLogService } from './service.js';

/**
 * The audit log for those who may `read AuditLog` (super admins and auditors). Reading it is not
 * itself recorded; exporting it is, and so is every refused attempt at either route.
 */
export default async function careersAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const audit = new AuditLogService(fastify.db);
  const preHandler = fastify.authorize('read', 'AuditLog');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/careers/admin/audit',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listAuditEvents',
        summary: "The audit log: who did what to which record, and when; filter by application, person, action, outcome, days and the actor's name; sort; page",
        description: withRefusals('Each row names its actor as recorded, and whether that staff account is deactivated now. A refused attempt (403) is itself recorded.', 'date_range_inverted'),
        querystring: ref(AuditEventQuerySchema),
        response: { 200: ref(AuditEventListSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/careers/admin/audit/export.csv',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'exportAuditEventsCsv',
        summary: 'Every event the same filters select (no page), in time order, as CSV safe to open in a spreadsheet; the export is itself recorded (audit_log.exported)',
        description: withRefusals('Streamed in batches. A refused attempt (403) is itself recorded.', 'date_range_inverted'),
        querystring: ref(AuditExportQuerySchema),
        response: { 200: { description: 'CSV with a header row', content: { 'text/csv': { schema: Type.String() } } }, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await audit.exportCsv(request.query, await auditActorOf(request));
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${localDate()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
