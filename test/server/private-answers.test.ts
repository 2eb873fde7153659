import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, DEMO, type TestApp } from '../helpers/app.js';
import { loadOpenApi, operations } from '../contract/harness.js';
import { FILES, FULL_PROFILE, registerApplicant, upload } from './careers-helpers.js';

/**
 * Answers that carry personal data are never kept by a browser or a shared cache:
 * `Cache-Control: no-store` on every signed-in answer and on the sign-in answers; public answers
 * (the job board) are not affected.
 */
let t: TestApp;
let admin: Record<string, string>;
let applicant: Awaited<ReturnType<typeof registerApplicant>>;
let documentId: string;
let applicationId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  applicant = await registerApplicant(t.app, 'private.pat');
  await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: applicant.headers, payload: { ...FULL_PROFILE, version: 0 } });
  documentId = (await upload(t.app, applicant.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })).json().id;
  const jobs = (await t.app.inject({ url: '/api/careers/jobs?perPage=1' })).json().jobs;
  applicationId = (await t.app.inject({ method: 'POST', url: '/api/careers/applications', headers: applicant.headers, payload: { jobId: jobs[0].id } })).json().id;
});
afterAll(async () => t?.close());

function expectNoStore(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
  expect(String(res.headers['cache-control']), what).toMatch(/(^|[ ,])no-store(,|$)/);
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('Cache-Control: no-store on personal data, per route family', () => {
  it('sign-in answers: login, register, refresh and the signed-in user', async () => {
    const login = await t.login(DEMO.client.email, DEMO.client.password);
    expectNoStore(login, 'login');
    expectNoStore(await t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken: login.json().refreshToken } }), 'refresh');
    expectNoStore(await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'nostore.reg', email: 'nostore.reg@example.org', password: 'long enough pw' } }), 'register');
    expectNoStore(await get('/api/auth/me', applicant.headers), '/api/auth/me');
  });

  it('applicant details', async () => expectNoStore(await get('/api/careers/profile', applicant.headers), 'profile'));

  it('documents: the list and the file', async () => {
    expectNoStore(await get('/api/careers/documents', applicant.headers), 'documents');
    expectNoStore(await get(`/api/careers/documents/${documentId}/download`, applicant.headers), 'download');
  });

  it('my applications', async () => {
    expectNoStore(await get('/api/careers/applications', applicant.headers), 'applications');
    expectNoStore(await get(`/api/careers/applications/${applicationId}`, applicant.headers), 'application');
  });

  it('account settings and the data export', async () => {
    expectNoStore(await get('/api/careers/account/preferences', applicant.headers), 'preferences');
    expectNoStore(await get('/api/careers/account/export', applicant.headers), 'export');
  });

  it('the administrators’ lists, the CSV, one application and the figures', async () => {
    for (const url of ['/api/careers/admin/applications', '/api/careers/admin/applications/export.csv', '/api/careers/admin/jobs', '/api/careers/admin/stats']) {
      expectNoStore(await get(url, admin), url);
    }
  });

  it('demo routes that return people', async () => {
    for (const url of ['/api/apps/user/users', '/api/apps/user/users/1', '/api/apps/chat/chats-and-contacts', '/api/apps/email/emails', '/api/apps/invoice/invoices', '/api/account-setting/data']) {
      expectNoStore(await get(url, admin), url);
    }
  });

  it('errors of signed-in requests too (they may name the data)', async () => {
    const res = await get('/api/careers/applications/999999', applicant.headers);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('every signed-in GET of the contract, generated from openapi.yaml', async () => {
    const signedIn = operations(loadOpenApi()).filter((op) => op.method === 'GET' && (op as { security?: unknown[] }).security?.length);
    expect(signedIn.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const op of signedIn) {
      const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' && op.path.includes('documents') ? documentId : name === 'name' ? 'x' : '1'));
      const res = await get(url, op.path.startsWith('/api/careers/') && !op.path.includes('/admin/') ? applicant.headers : admin);
      if (!String(res.headers['cache-control']).includes('no-store')) missing.push(`${op.operationId} ${url} → ${res.statusCode} ${res.headers['cache-control']}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('public answers are not marked private', () => {
  it('the job board and the health check', async () => {
    for (const url of ['/api/careers/jobs', '/api/careers/departments', '/api/health']) {
      const res = await get(url, {});
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['cache-control'] ?? '')).not.toContain('no-store');
    }
  });
});
