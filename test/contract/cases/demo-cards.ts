import type { ContractCase } from '../harness.js';
import { call, fixedCases, guardCases } from '../../server/demo-helpers.js';

const STATISTICS = ['subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'];
const ANALYTICS = ['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers'];

const byName = (operationId: string, base: string, names: string[]): ContractCase[] => [
  ...names.map((name) => ({ operationId, title: name, status: 200, run: call('GET', `${base}/${name}`) })),
  { operationId, title: 'malformed name', status: 400, run: call('GET', `${base}/Not_A_Card`) },
  { operationId, title: 'unknown name', status: 404, run: call('GET', `${base}/unknown`) },
  ...guardCases(operationId, 'GET', `${base}/${names[0]}`),
];

export const cases: ContractCase[] = [
  ...byName('getDemoStatisticCard', '/api/card/card-statistics', STATISTICS),
  ...byName('getDemoAnalyticCard', '/api/card/card-analytics', ANALYTICS),
  ...fixedCases('getDemoAnalyticsDashboard', '/api/analytics/data'),
  ...fixedCases('getDemoEcommerceDashboard', '/api/ecommerce/data'),
];
