import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../server/db/schema.js';
import { rawRows } from '../../server/db/raw-rows.js';
import { startCluster, type Instance } from '../helpers/cluster.js';
import { tokenFromOutbox } from '../helpers/outbox.js';
import { FILES, FULL_PROFILE, inDays, multipart, publishableJob } from './careers-helpers.js';

/**
 * Two portal instances on ONE PostgreSQL, used alternately as a load balancer would: whatever one
 * instance writes or counts, the other sees at once. PostgreSQL only (two processes cannot share
 * an embedded database): set TEST_DATABASE_URL (see scripts/postgres-test-server.sh).
 */
const pg = process.env.TEST_DATABASE_URL;
if (!pg) console.warn('scale-out.test.ts skipped: two instances need PostgreSQL; set TEST_DATABASE_URL to run it');

const RATE_LIMIT = 40;
let cluster: Awaited<ReturnType<typeof startCluster>>;
let a: Instance;
let b: Instance;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of many routes, each read field by field as the test needs
const json = async (res: Response) => (await res.json()) as Record<string, any>;

async function signIn(on: Instance, email: string, password: string, from?: string) {
  return on.request('POST', '/api/jwt/login', { json: { email, password }, from });
}

async function adminToken(on: Instance) {
  const res = await signIn(on, 'admin@demo.com', 'admin', '198.51.100.200');
  expect(res.status).toBe(200);
  return (await json(res)).accessToken as string;
}

/** Registers on `on` and activates with the e-mailed link on `activateOn`; answers the credentials. */
async function activeApplicant(on: Instance, activateOn: Instance, name: string) {
  const email = `${name}@example.org`;
  const password = 'a long enough passphrase';
  const registered = await on.request('POST', '/api/jwt/register', { json: { username: name, email, password, fullName: name } });
  expect(registered.status).toBe(200);
  const token = await tokenFromOutbox(on.dataDir, email, '/careers/activate-account');
  expect((await activateOn.request('POST', '/api/careers/activate-account', { json: { token } })).status).toBe(200);
  return { email, password };
}

async function publicJobIds(on: Instance, search: string): Promise<number[]> {
  const res = await on.request('GET', `/api/careers/jobs?q=${encodeURIComponent(search)}`);
  expect(res.status).toBe(200);
  return ((await json(res)).jobs as { id: number }[]).map((j) => j.id);
}

describe.skipIf(!pg)('two instances on one PostgreSQL behave as one portal', () => {
  beforeAll(async () => {
    cluster = await startCluster(2, { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
    [a, b] = cluster.instances as [Instance, Instance];
  });
  afterAll(async () => cluster?.close());

  it('registers on one, activates on the other, signs in on either', async () => {
    const user = await activeApplicant(a, b, 'alternate');
    for (const on of [a, b]) {
      const res = await signIn(on, user.email, user.password);
      expect(res.status).toBe(200);
      expect((await json(res)).userData).toMatchObject({ status: 'active' });
    }
  });

  it('uploads a document through one and downloads the same bytes through the other', async () => {
    const user = await activeApplicant(b, a, 'uploader');
    const token = (await json(await signIn(a, user.email, user.password))).accessToken as string;
    // Several parts of the database store, with bytes that are not text.
    const content = Buffer.concat([FILES.pdf(), Buffer.from(Array.from({ length: 700_000 }, (_, i) => (i * 7919) % 256))]);
    const body = multipart({ kind: 'cv' }, { filename: 'cv.pdf', content, contentType: 'application/pdf' });
    const uploaded = await a.request('POST', '/api/careers/documents', { body: body.payload, headers: { ...body.headers, ...bearer(token) } });
    expect(uploaded.status).toBe(201);
    const doc = await json(uploaded);
    const downloaded = await b.request('GET', doc.downloadUrl, { headers: bearer(token) });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-length')).toBe(String(content.length));
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(content)).toBe(true);
    // Another applicant gets 404 through either instance.
    const other = await activeApplicant(a, b, 'snooper');
    const otherToken = (await json(await signIn(b, other.email, other.password))).accessToken as string;
    for (const on of [a, b]) expect((await on.request('GET', doc.downloadUrl, { headers: bearer(otherToken) })).status).toBe(404);
    // Deleted through B: gone through A.
    expect((await b.request('DELETE', `/api/careers/documents/${doc.id}`, { headers: bearer(token) })).status).toBe(204);
    expect((await a.request('GET', doc.downloadUrl, { headers: bearer(token) })).status).toBe(404);
  });

  it('counts failed sign-ins across both: the budget is not doubled', async () => {
    const user = await activeApplicant(a, b, 'target');
    // One address alternating: two free failures, then it must wait, whichever instance it asks.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(i % 2 ? b : a, user.email, 'wrong password', '203.0.113.7')).status);
    expect(statuses).toEqual([400, 400, 400, 429]);

    // Five addresses, one failure each, spread over both: the account is under attack, and an
    // address that failed against it is refused on the other instance too (even with the right password).
    const victim = await activeApplicant(b, a, 'victim');
    for (let i = 1; i <= 5; i++) expect((await signIn(i % 2 ? a : b, victim.email, 'wrong password', `203.0.113.${10 + i}`)).status).toBe(400);
    const refused = await signIn(a, victim.email, victim.password, '203.0.113.12');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The real user, from an address that has not failed, still signs in.
    expect((await signIn(b, victim.email, victim.password, '203.0.113.99')).status).toBe(200);
  });

  it('counts the API rate limit across both', async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await (i % 2 ? b : a).request('GET', '/api/careers/departments', { from });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    for (const on of [a, b]) {
      const res = await on.request('GET', '/api/careers/departments', { from });
      expect(res.status).toBe(429);
      expect((await json(res)).statusCode).toBe(429);
    }
    // Another client is not affected.
    expect((await b.request('GET', '/api/careers/departments', { from: '198.51.100.78' })).status).toBe(200);
  });

  it("shows a job published on one on the other's board at once, and hides it once closed", async () => {
    const title = 'Scale-out radiographer';
    expect(await publicJobIds(b, title)).toEqual([]); // B's board is now cached
    expect(await publicJobIds(a, title)).toEqual([]);
    const headers = bearer(await adminToken(a));
    const created = await a.request('POST', '/api/careers/admin/jobs', { json: publishableJob(title, inDays(30)), headers });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    expect((await a.request('POST', `/api/careers/admin/jobs/${id}/publish`, { headers })).status).toBe(200);
    expect(await publicJobIds(b, title)).toEqual([id]); // no waiting for B's 30-second TTL
    expect((await b.request('GET', `/api/careers/jobs/${id}`)).status).toBe(200);

    expect(await publicJobIds(a, title)).toEqual([id]); // A's board cached with the job
    expect((await b.request('POST', `/api/careers/admin/jobs/${id}/close`, { headers: bearer(await adminToken(b)) })).status).toBe(200);
    expect(await publicJobIds(a, title)).toEqual([]);
  });

  it('a refresh token rotated on one and replayed on the other revokes the family and the access tokens everywhere', async () => {
    const user = await activeApplicant(a, b, 'rotator');
    const session = await json(await signIn(a, user.email, user.password));
    // Both instances now know the account's state (cached).
    for (const on of [a, b]) expect((await on.request('GET', '/api/auth/me', { headers: bearer(session.accessToken) })).status).toBe(200);
    const rotated = await b.request('POST', '/api/jwt/refresh-token', { json: { refreshToken: session.refreshToken } });
    expect(rotated.status).toBe(200);
    const successor = (await json(rotated)).refreshToken as string;
    expect((await a.request('POST', '/api/jwt/refresh-token', { json: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await b.request('POST', '/api/jwt/refresh-token', { json: { refreshToken: successor } })).status).toBe(401);
    // The reuse, seen by A, ended the access tokens: B refuses on the very next request.
    expect((await b.request('GET', '/api/auth/me', { headers: bearer(session.accessToken) })).status).toBe(401);
  });

  it('a sign-out on one ends the session on the other at the next request', async () => {
    const user = await activeApplicant(b, a, 'leaver');
    const session = await json(await signIn(b, user.email, user.password));
    expect((await a.request('GET', '/api/auth/me', { headers: bearer(session.accessToken) })).status).toBe(200); // cached on A
    expect((await b.request('POST', '/api/jwt/logout', { json: { refreshToken: session.refreshToken }, headers: bearer(session.accessToken) })).status).toBeLessThan(300);
    expect((await a.request('GET', '/api/auth/me', { headers: bearer(session.accessToken) })).status).toBe(401);
  });

  it('autosaves on one, submits on the other, reads it back on the first', async () => {
    const admin = bearer(await adminToken(b));
    const created = await json(await b.request('POST', '/api/careers/admin/jobs', { json: publishableJob('Scale-out pharmacist', inDays(30), { documentsRequired: ['cv'] }), headers: admin }));
    expect((await b.request('POST', `/api/careers/admin/jobs/${created.id}/publish`, { headers: admin })).status).toBe(200);
    const user = await activeApplicant(a, b, 'applier');
    const headers = bearer((await json(await signIn(a, user.email, user.password))).accessToken);
    expect((await a.request('PUT', '/api/careers/profile', { json: { ...FULL_PROFILE, version: 0 }, headers })).status).toBe(200);
    const body = multipart({ kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() });
    const cv = await json(await b.request('POST', '/api/careers/documents', { body: body.payload, headers: { ...body.headers, ...headers } }));

    const started = await json(await a.request('POST', '/api/careers/applications', { json: { jobId: created.id }, headers }));
    const saved = await a.request('PATCH', `/api/careers/applications/${started.id}`, {
      json: { version: started.version, coverLetter: 'Saved through A.', documentIds: [cv.id], declaration: true },
      headers,
    });
    expect(saved.status).toBe(200);
    const submitted = await b.request('POST', `/api/careers/applications/${started.id}/submit`, { headers });
    expect(submitted.status).toBe(200);
    const back = await json(await a.request('GET', `/api/careers/applications/${started.id}`, { headers }));
    expect(back).toMatchObject({ status: 'submitted', form: { coverLetter: 'Saved through A.' } });
  });

  it('runs scheduled work once across the instances', async () => {
    const admin = bearer(await adminToken(a));
    const created = await json(await a.request('POST', '/api/careers/admin/jobs', { json: publishableJob('Scale-out expiring post', inDays(10)), headers: admin }));
    expect((await a.request('POST', `/api/careers/admin/jobs/${created.id}/publish`, { headers: admin })).status).toBe(200);
    await a.app.db.update(jobs).set({ closesAt: new Date(Date.now() - 1000) }).where(eq(jobs.id, created.id));

    // Both instances reach the next slot of every task at the same moment.
    const later = Date.now() + 24 * 3_600_000;
    const [ranOnA, ranOnB] = await Promise.all([a.app.scheduler.runDue(later), b.app.scheduler.runDue(later)]);
    const all = [...ranOnA, ...ranOnB].sort();
    expect(all).toEqual(['close-expired-jobs', 'interview-reminders', 'job-alerts', 'offer-notices', 'purge-ended-tokens', 'purge-shared-state', 'reference-reminders', 'staff-inactivity']); // each once, none twice
    const [job] = await a.app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, created.id));
    expect(job!.status).toBe('closed');
    const runs = await rawRows<{ task: string; n: number }>(a.app.db, sql`select task, count(*)::int as n from scheduled_runs where finished_at is not null group by task`);
    for (const run of runs) expect(run.n, run.task).toBe(1);
  });

  it('a dropped listening connection is reopened, and the caches start afresh', async () => {
    const bus = b.app.invalidation as unknown as { dropConnectionForTest(): Promise<void>; listening: boolean };
    const until = async (listening: boolean) => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && bus.listening !== listening) await new Promise((r) => setTimeout(r, 20));
      expect(bus.listening).toBe(listening);
    };
    await bus.dropConnectionForTest();
    await until(false);
    await until(true);
    const title = 'Scale-out after reconnect';
    expect(await publicJobIds(b, title)).toEqual([]);
    const headers = bearer(await adminToken(a));
    const { id } = await json(await a.request('POST', '/api/careers/admin/jobs', { json: publishableJob(title, inDays(30)), headers }));
    expect((await a.request('POST', `/api/careers/admin/jobs/${id}/publish`, { headers })).status).toBe(200);
    expect(await publicJobIds(b, title)).toEqual([id]);
  });
});
