import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';

const MINE = '/api/careers/equal-opportunities';
const REPORT = '/api/careers/admin/fairness';
const ANSWERS = { sex: 'female', ageBand: '25_34', ethnicGroup: 'prefer_not_to_say', disability: 'no', religion: null };

const as = (who: 'admin' | 'client', method: 'GET' | 'PUT', url: string, payload?: object) => async ({ app, token }: ContractContext) =>
  app.inject({ method, url, payload, headers: bearer(await token(who)) });
const anonymous = (method: 'GET' | 'PUT', url: string, payload?: object) => ({ app }: ContractContext) => app.inject({ method, url, payload });

export const cases: ContractCase[] = [
  { operationId: 'getMyMonitoring', title: 'nothing kept yet', status: 200, run: as('client', 'GET', MINE) },
  { operationId: 'getMyMonitoring', title: 'no token', status: 401, run: anonymous('GET', MINE) },
  { operationId: 'getMyMonitoring', title: 'a member of staff', status: 403, run: as('admin', 'GET', MINE) },
  { operationId: 'saveMyMonitoring', title: 'every question', status: 200, run: as('client', 'PUT', MINE, ANSWERS) },
  { operationId: 'saveMyMonitoring', title: 'an unknown category', status: 400, run: as('client', 'PUT', MINE, { ...ANSWERS, sex: 'robot' }) },
  { operationId: 'saveMyMonitoring', title: 'no token', status: 401, run: anonymous('PUT', MINE, ANSWERS) },
  { operationId: 'saveMyMonitoring', title: 'a member of staff', status: 403, run: as('admin', 'PUT', MINE, ANSWERS) },
  { operationId: 'getFairnessReport', title: 'a department and period', status: 200, run: as('admin', 'GET', `${REPORT}?department=nursing&from=2020-01-01&to=2099-12-31`) },
  { operationId: 'getFairnessReport', title: 'a range that ends before it starts', status: 400, run: as('admin', 'GET', `${REPORT}?from=2026-05-02&to=2026-05-01`) },
  { operationId: 'getFairnessReport', title: 'no token', status: 401, run: anonymous('GET', REPORT) },
  { operationId: 'getFairnessReport', title: 'an applicant', status: 403, run: as('client', 'GET', REPORT) },
  { operationId: 'getFairnessReport', title: 'an unknown job', status: 404, run: as('admin', 'GET', `${REPORT}?jobId=999999`) },
  { operationId: 'exportFairnessReportCsv', title: 'CSV of every job', status: 200, run: as('admin', 'GET', `${REPORT}/export.csv`) },
  { operationId: 'exportFairnessReportCsv', title: 'an unknown department', status: 400, run: as('admin', 'GET', `${REPORT}/export.csv?department=nowhere`) },
  { operationId: 'exportFairnessReportCsv', title: 'no token', status: 401, run: anonymous('GET', `${REPORT}/export.csv`) },
  { operationId: 'exportFairnessReportCsv', title: 'an applicant', status: 403, run: as('client', 'GET', `${REPORT}/export.csv`) },
  { operationId: 'exportFairnessReportCsv', title: 'an unknown job', status: 404, run: as('admin', 'GET', `${REPORT}/export.csv?jobId=999999`) },
];
