import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { applicantOnly } from '../../lib/guards.js';
import { localDate } from '../../lib/dates.js';
import { withRefusals } from '../../lib/refusals.js';
import { errors, ref } from '../../lib/schema.js';
import { readMonitoring, saveMonitoring } from './repo.js';
import { reportCsv } from './report.js';
import { FairnessQuerySchema, FairnessReportSchema, MonitoringAnswersSchema, MyMonitoringSchema } from './schemas.js';
import { fairnessReport } from './service.js';

/**
 * Equal-opportunities monitoring: the applicant's own answers (`manage Applicant`, in their account,
 * apart from any application) and the fairness report over them (`read EqualOpportunities`: the
 * `view_diversity` flag of a recruitment admin or auditor, or a super admin).
 */
export default async function careersEqualOpportunitiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const own = applicantOnly(fastify);
  const report = fastify.authorize('read', 'EqualOpportunities');
  const mine = { tags: ['careers'], security: [{ bearerAuth: [] }] };
  const staff = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/careers/equal-opportunities',
    {
      preHandler: own,
      schema: {
        ...mine,
        operationId: 'getMyMonitoring',
        summary: 'My equal-opportunities monitoring answers (optional, kept apart from my applications; nobody who scores or interviews reads them)',
        description: withRefusals('Applicant accounts only: staff get 403.', 'account_gone'),
        response: { 200: ref(MyMonitoringSchema), ...errors(401, 403) },
      },
    },
    async (request) => readMonitoring(fastify.db, request.user.sub),
  );

  app.put(
    '/careers/equal-opportunities',
    {
      preHandler: own,
      schema: {
        ...mine,
        operationId: 'saveMyMonitoring',
        summary: 'Save all my monitoring answers at once (each a category, `prefer_not_to_say`, or null for not answered); all null removes them',
        description: withRefusals('Applicant accounts only: staff get 403. An unknown category is 400 (`field` names the question).', 'account_gone'),
        body: ref(MonitoringAnswersSchema),
        response: { 200: ref(MyMonitoringSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => saveMonitoring(fastify.db, request.user.sub, request.body),
  );

  app.get(
    '/careers/admin/fairness',
    {
      preHandler: report,
      schema: {
        ...staff,
        operationId: 'getFairnessReport',
        summary:
          'Per question and group of the monitoring answers, how many applications reached each stage (applied, shortlisted, interviewed, offered, hired), the selection rate per stage and its ratio to the best group (four-fifths rule); groups and cells of fewer than 5 people hidden, with complements so that no hidden count can be worked out',
        description: withRefusals(
          'Every read is recorded (fairness_report.viewed). A job outside the caller\'s departments is 404; a refused attempt (403) is recorded.',
          'job_not_found',
          'date_range_inverted',
        ),
        querystring: ref(FairnessQuerySchema),
        response: { 200: ref(FairnessReportSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => fairnessReport(fastify.db, request, request.query, 'viewed'),
  );

  app.get(
    '/careers/admin/fairness/export.csv',
    {
      preHandler: report,
      schema: {
        ...staff,
        operationId: 'exportFairnessReportCsv',
        summary: 'The fairness report as CSV, hidden counts hidden the same way, safe to open in a spreadsheet; recorded (fairness_report.exported)',
        description: withRefusals('A job outside the caller\'s departments is 404; a refused attempt (403) is recorded.', 'job_not_found', 'date_range_inverted'),
        querystring: ref(FairnessQuerySchema),
        response: { 200: { description: 'CSV with a header row', content: { 'text/csv': { schema: Type.String() } } }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const csv = reportCsv(await fairnessReport(fastify.db, request, request.query, 'exported'));
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="fairness-report-${localDate()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
