import type { ContractCase } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { FULL_PROFILE } from '../../server/careers-helpers.js';

const URL = '/api/careers/profile';

export const cases: ContractCase[] = [
  { operationId: 'getProfile', title: 'empty before the first save', status: 200, run: async ({ app, token }) => app.inject({ url: URL, headers: bearer(await token('client')) }) },
  { operationId: 'getProfile', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: URL }) },
  { operationId: 'getProfile', title: 'an administrator (staff do not apply)', status: 403, run: async ({ app, token }) => app.inject({ url: URL, headers: bearer(await token('admin')) }) },
  {
    operationId: 'saveProfile',
    title: 'an administrator (staff do not apply)',
    status: 403,
    run: async ({ app, token }) => app.inject({ method: 'PUT', url: URL, payload: { ...FULL_PROFILE, version: 0 }, headers: bearer(await token('admin')) }),
  },
  {
    operationId: 'saveProfile',
    title: 'the whole document, the first save (version 0)',
    status: 200,
    run: async ({ app, token }) => app.inject({ method: 'PUT', url: URL, payload: { ...FULL_PROFILE, version: 0 }, headers: bearer(await token('client')) }),
  },
  {
    operationId: 'saveProfile',
    title: 'an end date before its start date',
    status: 400,
    run: async ({ app, token }) =>
      app.inject({ method: 'PUT', url: URL, payload: { version: 1, employment: [{ startDate: '2020-01-01', endDate: '2019-01-01' }] }, headers: bearer(await token('client')) }),
  },
  {
    operationId: 'saveProfile',
    title: 'a stale version (another window saved first)',
    status: 409,
    run: async ({ app, token }) => app.inject({ method: 'PUT', url: URL, payload: { ...FULL_PROFILE, version: 0 }, headers: bearer(await token('client')) }),
  },
  { operationId: 'saveProfile', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'PUT', url: URL, payload: { ...FULL_PROFILE, version: 0 } }) },
];
