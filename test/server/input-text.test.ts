import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { FILES, FULL_PROFILE, publishableJob, inDays, registerApplicant, upload } from './careers-helpers.js';
import { expectError } from './demo-helpers.js';

/**
 * Text that is not valid, or that disguises a name, never reaches the database: the generated
 * contract walk (test/contract/hostile-input.test.ts) proves the 400 for every field; these tests
 * prove what a user notices: nothing stored changes, valid text (emoji) keeps working, and names
 * in lists cannot be reversed by bidirectional controls.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
});
afterAll(async () => t?.close());

const RLO = '\u202E';
const RLI = '\u2067';

describe('unpaired surrogates', () => {
  it('a profile save with one is refused and the saved details stay as they were', async () => {
    const who = await registerApplicant(t.app, 'surrogate.sam');
    const first = await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: who.headers, payload: { ...FULL_PROFILE, version: 0 } });
    expect(first.statusCode).toBe(200);
    const version = first.json().version;
    for (const raw of ['"Ami\\ud800na"', '"\\udfff"', '"x\\udc00\\ud800"']) {
      const body = JSON.stringify({ ...FULL_PROFILE, version }).replace('"Amina"', raw);
      const res = await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: { ...who.headers, 'content-type': 'application/json' }, payload: body });
      expectError(res, 400);
      expect(res.json().message).toMatch(/^body\.firstName must be valid text/);
    }
    const now = (await t.app.inject({ url: '/api/careers/profile', headers: who.headers })).json();
    expect(now.version).toBe(version);
    expect(now.profile.firstName).toBe('Amina');
  });

  it('valid pairs (emoji, characters beyond the BMP) are kept exactly', async () => {
    const who = await registerApplicant(t.app, 'emoji.eve');
    const text = 'Amina 👩🏽‍⚕️ 𝒜';
    const res = await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: who.headers, payload: { ...FULL_PROFILE, firstName: text, version: 0 } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/careers/profile', headers: who.headers })).json().profile.firstName).toBe(text);
  });

  it('in an object key, a query string or a path, too', async () => {
    const key = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: { ...admin, 'content-type': 'application/json' }, payload: '{"title":"A job","\\ud800":1}' });
    expectError(key, 400);
    expectError(await t.app.inject({ url: '/api/careers/admin/jobs?q=%ED%A0%80', headers: admin }), 400);
    expectError(await t.app.inject({ url: '/api/careers/jobs/%ED%A0%80' }), 400);
    expectError(await t.app.inject({ url: '/api/careers/jobs?q=100%' }), 400);
  });
});

describe('every route refuses malformed text the same way', () => {
  it('a careers route and the demo users and invoices answer 400 invalid_input naming the field', async () => {
    const writes = [
      { url: '/api/careers/admin/jobs', body: '{"title":"lone \\ud800"}', field: 'body.title' },
      { url: '/api/apps/user/users', body: '{"user":{"fullName":"half \\ud800 pair"}}', field: 'body.user.fullName' },
      { url: '/api/apps/invoice/invoices', body: '{"invoice":{"note":"\\udfff"}}', field: 'body.invoice.note' },
    ];
    for (const { url, body, field } of writes) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...admin, 'content-type': 'application/json' }, payload: body });
      expectError(res, 400);
      expect(res.json().code, url).toBe('invalid_input');
      expect(res.json().message, url).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')} must be valid text`));
    }
  });
});

describe('ids are plain decimal integers', () => {
  it('+24, 0x18, " 24 " and 24.0 are 400 in paths and queries, 24 is fine', async () => {
    for (const id of ['%2B24', '0x18', '%2024%20', '24.0', '2e1']) {
      expectError(await t.app.inject({ url: `/api/careers/admin/jobs/${id}`, headers: admin }), 400);
      expectError(await t.app.inject({ url: `/api/careers/admin/applications?jobId=${id}`, headers: admin }), 400);
      expectError(await t.app.inject({ url: `/api/apps/user/users?page=${id}`, headers: admin }), 400);
    }
    expect((await t.app.inject({ url: '/api/careers/admin/jobs/1', headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/apps/user/users?page=2&perPage=5', headers: admin })).statusCode).toBe(200);
  });
});

describe('names and titles shown in lists refuse bidirectional controls', () => {
  it('job titles', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob(`Nurse ${RLO}exe.fdp`, inDays(10)) });
    expectError(res, 400);
    expect(res.json().message).toMatch(/^body\.title/);
  });

  it('applicant names at registration and in the applicant details', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'bidi.bob', email: 'bidi.bob@example.org', password: 'long enough pw', fullName: `Bob ${RLI}evil` } });
    expectError(reg, 400);
    const who = await registerApplicant(t.app, 'bidi.bea');
    const res = await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: who.headers, payload: { ...FULL_PROFILE, lastName: `Ot${RLO}ieno`, version: 0 } });
    expectError(res, 400);
    expect(res.json().message).toMatch(/^body\.lastName/);
  });

  it('document names: a rename is refused, an explicit name is refused, a file name is cleaned', async () => {
    const who = await registerApplicant(t.app, 'bidi.doc');
    const explicit = await upload(t.app, who.headers, { kind: 'cv', name: `cv${RLO}fdp.exe` }, { filename: 'cv.pdf', content: FILES.pdf() });
    expectError(explicit, 400);
    const uploaded = await upload(t.app, who.headers, { kind: 'cv' }, { filename: `invoice${RLO}fdp.exe`, content: FILES.pdf() });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().name).toBe('invoicefdp.exe');
    const rename = await t.app.inject({ method: 'PATCH', url: `/api/careers/documents/${uploaded.json().id}`, headers: who.headers, payload: { name: `cv${RLI}.pdf` } });
    expectError(rename, 400);
    const list = (await t.app.inject({ url: '/api/careers/documents', headers: who.headers })).json();
    expect(list.documents.map((d: { name: string }) => d.name)).toEqual(['invoicefdp.exe']);
  });
});

describe('demo routes follow the same text rules as the careers routes', () => {
  it('NUL and control characters are refused; one-line fields refuse line breaks; paragraphs keep them', async () => {
    const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: admin, payload: payload as object });
    expectError(await post('/api/apps/todo/tasks', { task: { title: 'Plan\nthe review' } }), 400);
    expectError(await post('/api/apps/todo/tasks', { task: { title: 'Plan', description: 'a\u0000b' } }), 400);
    expectError(await post('/api/apps/calendar/events', { event: { title: 'Review', start: '2026-11-05T09:00:00.000Z', end: '2026-11-05T10:00:00.000Z', url: 'a\tb', extendedProps: { calendar: 'Business' } } }), 400);
    expectError(await post('/api/apps/chat/chats/1', { message: 'hi\u0007', senderId: 11 }), 400);
    expectError(await post('/api/apps/user/users', { user: { fullName: `Jane ${RLO}Cooper`, username: 'jc', email: 'jc@example.com', role: 'editor', currentPlan: 'basic' } }), 400);
    const ok = await post('/api/apps/todo/tasks', { task: { title: 'Plan the review 🗓️', description: '<p>line one</p>\n<p>line two</p>' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().task.description).toContain('\n');
  });
});
