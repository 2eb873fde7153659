import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { recordAudit } from '../../../server/lib/audit.js';

const URL = '/api/careers/admin/audit';
const as = (who: 'admin' | 'client', path: string) => async ({ app, token }: ContractContext) => app.inject({ url: `${URL}${path}`, headers: bearer(await token(who)) });

export const cases: ContractCase[] = [
  {
    operationId: 'listAuditEvents',
    title: 'every event, newest first',
    status: 200,
    run: async (ctx) => {
      await recordAudit(ctx.app.db, { actorId: null, actorLabel: 'Contract', actorRole: 'recruitment_admin', requestId: 'c1', ip: '127.0.0.1' }, {
        action: 'application.status_changed',
        subjectType: 'Application',
        subjectId: 1,
        applicationId: 1,
        jobId: 1,
        fields: ['status'],
        detail: { from: 'submitted', to: 'under_review' },
      });
      return as('admin', '')(ctx);
    },
  },
  { operationId: 'listAuditEvents', title: 'filtered, sorted, paged', status: 200, run: as('admin', '?applicationId=1&action=application.&outcome=allowed&from=2026-01-01&to=2099-12-31&q=contract&sortBy=actor&sortDesc=false&page=1&perPage=10') },
  { operationId: 'listAuditEvents', title: 'a range that ends before it starts', status: 400, run: as('admin', '?from=2026-05-02&to=2026-05-01') },
  { operationId: 'listAuditEvents', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: URL }) },
  { operationId: 'listAuditEvents', title: 'an applicant', status: 403, run: as('client', '') },
  { operationId: 'exportAuditEventsCsv', title: 'CSV of the filters', status: 200, run: as('admin', '/export.csv?action=application.') },
  { operationId: 'exportAuditEventsCsv', title: 'a malformed day', status: 400, run: as('admin', '/export.csv?from=yesterday') },
  { operationId: 'exportAuditEventsCsv', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: `${URL}/export.csv` }) },
  { operationId: 'exportAuditEventsCsv', title: 'an applicant', status: 403, run: as('client', '/export.csv') },
];
