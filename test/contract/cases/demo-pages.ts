import type { ContractCase } from '../harness.js';
import { fixedCases } from '../../server/demo-helpers.js';

export const cases: ContractCase[] = [
  ...fixedCases('getDemoPricing', '/api/pricing/data'),
  ...fixedCases('getDemoAccountSettings', '/api/account-setting/data'),
  ...fixedCases('getDemoSocialProfile', '/api/profile/data'),
];
