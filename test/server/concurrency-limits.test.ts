import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { FILES, inDays, publishableJob, registerApplicant, storedContentIds, upload } from './careers-helpers.js';

/**
 * Every limit holds when requests arrive at once (run on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL): what is counted or unique is decided in the database, not by a check made
 * before the write.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
});
afterAll(async () => t?.close());

const statuses = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode).sort((a, b) => a - b);

describe('the per-applicant document limit (20)', () => {
  it('holds when 25 uploads arrive at once: 20 are kept, the others get 409, no file is left behind', async () => {
    const who = await registerApplicant(t.app, 'many.uploads');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => upload(t.app, who.headers, { kind: 'cv', name: `CV ${i}` }, { filename: 'cv.pdf', content: FILES.pdf() })));
    expect(statuses(answers)).toEqual([...Array(20).fill(201), ...Array(5).fill(409)]);
    const list = (await t.app.inject({ url: '/api/careers/documents', headers: who.headers })).json();
    expect(list.documents).toHaveLength(20);
    const stored = await storedContentIds(t);
    const ids = new Set(list.documents.map((d: { id: string }) => d.id));
    expect(stored.filter((f) => !ids.has(f) && !f.startsWith('.'))).toEqual([]);
    expect(stored).toHaveLength(20);
  });

  it('holds near the limit too: with 18 kept, 6 concurrent uploads leave 20', async () => {
    const who = await registerApplicant(t.app, 'near.limit');
    for (let i = 0; i < 18; i++) expect((await upload(t.app, who.headers, { kind: 'certificate' }, { filename: `c${i}.pdf`, content: FILES.pdf() })).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(t.app, who.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })));
    expect(statuses(answers)).toEqual([201, 201, 409, 409, 409, 409]);
    expect((await t.app.inject({ url: '/api/careers/documents', headers: who.headers })).json().documents).toHaveLength(20);
  });

  it('one applicant at the limit does not hold up another', async () => {
    const [a, b] = await Promise.all([registerApplicant(t.app, 'busy.one'), registerApplicant(t.app, 'busy.two')]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => upload(t.app, (i % 2 ? a : b).headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })),
    );
    expect(statuses(answers)).toEqual(Array(10).fill(201));
  });
});

describe('unique things stay unique under concurrent requests', () => {
  it('jobs created at once each get their own reference (no 500 from a reference taken meanwhile)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob(`Concurrent post ${i}`, inDays(20)) })),
    );
    expect(statuses(answers)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((r) => r.json().reference)).size).toBe(12);
  });

  it('duplicates made at once each get their own reference', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs/1/duplicate', headers: admin })));
    expect(statuses(answers)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((r) => r.json().reference)).size).toBe(8);
  });

  it('one account per e-mail address when the same registration is sent several times at once', async () => {
    const payload = { username: 'twice.reg', email: 'twice.reg@example.org', password: 'long enough pw' };
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { ...payload, username: `twice.reg${i}` } })));
    expect(statuses(answers)).toEqual([200, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((r) => r.statusCode === 400)) expect(refused.json().error.email).toEqual(['This email is already in use.']);
  });

  it('one account per username when two addresses race for it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'same.name', email: `same.name${i}@example.org`, password: 'long enough pw' } })),
    );
    expect(statuses(answers)).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((r) => r.statusCode === 400)) expect(refused.json().error.username).toEqual(['This username is already in use.']);
  });
});
