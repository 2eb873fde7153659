import type { ContractCase } from '../harness.js';
import { fixedCases } from '../../server/demo-helpers.js';

/** Pricing; the account settings and the profile have case files of their own (demo-account, demo-profile). */
export const cases: ContractCase[] = [...fixedCases('getDemoPricing', '/api/pricing/data')];
