import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import type { ContractCase, ContractContext } from '../contract/harness.js';

/** Shared by the demo API tests and contract cases: calls as admin, client or nobody. */
export type Who = 'admin' | 'client' | 'anonymous';
type Method = 'GET' | 'POST' | 'DELETE';

async function headersFor(test: Pick<TestApp, 'token'>, who: Who): Promise<Record<string, string>> {
  return who === 'anonymous' ? {} : bearer(await test.token(who));
}

function injectAs(test: Pick<TestApp, 'app' | 'token'>, method: Method, url: string, payload: unknown, who: Who) {
  return headersFor(test, who).then((headers) =>
    test.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
  );
}

export interface DemoApi {
  test: TestApp;
  get(url: string, who?: Who): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, who?: Who): Promise<LightMyRequestResponse>;
  del(url: string, who?: Who): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A real app (one per test file: start it in beforeAll), called as the demo admin by default. */
export async function startDemoApi(): Promise<DemoApi> {
  const test = await createTestApp();
  return {
    test,
    get: (url, who = 'admin') => injectAs(test, 'GET', url, undefined, who),
    post: (url, payload, who = 'admin') => injectAs(test, 'POST', url, payload ?? {}, who),
    del: (url, who = 'admin') => injectAs(test, 'DELETE', url, undefined, who),
    close: () => test.close(),
  };
}

/** The answer is `status` in the standard error envelope (with its stable code, and the field at fault if any). */
export function expectError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  const body = res.json();
  expect(body).toEqual({ statusCode: status, error: expect.any(String), message: expect.any(String), code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/), ...('field' in body ? { field: expect.any(String) } : {}) });
}

/** No token → 401, a client token (no Demo ability) → 403, both in the error envelope. */
export async function expectGuarded(api: DemoApi, method: Method, url: string, payload?: unknown) {
  for (const [who, status] of [['anonymous', 401], ['client', 403]] as const) {
    const res = method === 'GET' ? await api.get(url, who) : method === 'DELETE' ? await api.del(url, who) : await api.post(url, payload, who);
    expectError(res, status);
  }
}

/** Every answer is one of `statuses` (a hostile input never causes a 500). */
export async function expectEach(calls: Promise<LightMyRequestResponse>[], status: number) {
  for (const res of await Promise.all(calls)) expectError(res, status);
}

/** A contract-case runner: one call as `who`. */
export const call =
  (method: Method, url: string, payload?: unknown, who: Who = 'admin') =>
  (ctx: ContractContext) =>
    injectAs(ctx, method, url, payload, who);

/** The 401 and 403 contract cases every demo operation documents. */
export function guardCases(operationId: string, method: Method, url: string, payload?: unknown): ContractCase[] {
  return [
    { operationId, title: 'no token', status: 401, run: call(method, url, payload, 'anonymous') },
    { operationId, title: 'client lacks the Demo ability', status: 403, run: call(method, url, payload, 'client') },
  ];
}

export const HUGE = 'x'.repeat(5000);

/** A read-only operation without input: 200 as admin, plus the 401 and 403 cases. */
export function fixedCases(operationId: string, url: string): ContractCase[] {
  return [{ operationId, title: 'demo data', status: 200, run: call('GET', url) }, ...guardCases(operationId, 'GET', url)];
}
