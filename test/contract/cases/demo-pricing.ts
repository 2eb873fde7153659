import type { ContractCase } from '../harness.js';
import { call, fixedCases, guardCases } from '../../server/demo-helpers.js';

const CHOICE = { plan: 'enterprise', billing: 'annual' };

export const cases: ContractCase[] = [
  { operationId: 'getDemoPricing', title: 'plans and the current plan', status: 200, run: call('GET', '/api/pricing/data') },
  { operationId: 'chooseDemoPricingPlan', title: 'move to Enterprise, yearly', status: 200, run: call('POST', '/api/pricing/plan', CHOICE) },
  { operationId: 'chooseDemoPricingPlan', title: 'unknown plan', status: 400, run: call('POST', '/api/pricing/plan', { plan: 'gold', billing: 'annual' }) },
  ...guardCases('chooseDemoPricingPlan', 'POST', '/api/pricing/plan', CHOICE),
  ...fixedCases('getDemoPricing', '/api/pricing/data'),
];
