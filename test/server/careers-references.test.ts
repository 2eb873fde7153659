import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog, referenceRequests, referenceTokens } from '../../server/db/schema.js';
import { rawRows } from '../../server/db/raw-rows.js';
import { hashToken } from '../../server/modules/auth/index.js';
import { answers, atInterview, MARY, moveTo, PETER, referee, refereeToken, referencesJob, refsUrl } from './careers-references-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let jobId: number;
let main: Awaited<ReturnType<typeof atInterview>>;
const lines: string[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, {}, { log: (line) => lines.push(line) });
  admin = bearer(await t.token('admin'));
  jobId = await referencesJob(t, 'Ward Nurse, references');
  main = await atInterview(t, admin, jobId, 'refs-main');
}, 120_000);
afterAll(async () => t?.close());

const request = (id: number, body: unknown, headers = admin) => t.app.inject({ method: 'POST', url: refsUrl(id), headers, payload: body as object });
const rowOf = async (id: number) => (await t.app.db.select().from(referenceRequests).where(eq(referenceRequests.id, id)))[0]!;

describe('requests and links', () => {
  it('refuses hostile requests: wrong types, unknown referees, another application, an application not at interview', async () => {
    for (const body of [{}, { refereeIds: 'ref-1' }, { refereeIds: [] }, { refereeIds: ['ref-1', 'ref-1'] }, { refereeIds: ['ref-1'], stage: 'whenever' }, { refereeIds: ['x'.repeat(65)] }]) {
      expect((await request(main.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await request(main.id, { refereeIds: ['ref-9'] })).json()).toMatchObject({ code: 'referee_not_found', field: 'refereeIds.0' });
    expect((await request(999_999, { refereeIds: ['ref-1'] })).statusCode).toBe(404);
    // The applicant cannot call the staff side.
    expect((await request(main.id, { refereeIds: ['ref-1'] }, main.who.headers)).statusCode).toBe(403);
    const early = await atInterview(t, admin, jobId, 'refs-early');
    await moveTo(t, admin, early.id, ['rejected']);
    expect((await request(early.id, { refereeIds: ['ref-1'] })).json()).toMatchObject({ code: 'references_not_open' });
  });

  it('requests two references: one link each by e-mail, the token stored hashed only, nowhere in rows, audit or logs', async () => {
    const res = await request(main.id, { refereeIds: ['ref-1', 'ref-2'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items.map((i: { stage: string; status: string }) => [i.stage, i.status])).toEqual([['pre_offer', 'requested'], ['pre_offer', 'requested']]);
    tokens.push(await refereeToken(t, MARY), await refereeToken(t, PETER));
    const [mary] = res.json().items;
    expect((await referee.get(t, tokens[0]!)).statusCode).toBe(200);
    // The e-mails leave (the development file transport logs each one it writes).
    await t.app.mailer.drain();
    expect(lines.join('')).toContain('Reference request for');
    const stored = JSON.stringify([await t.app.db.select().from(referenceRequests), await t.app.db.select().from(referenceTokens), await t.app.db.select().from(auditLog)]);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(lines.filter((l) => l.includes(token)).map((l) => l.slice(0, 300))).toEqual([]);
      expect(stored).toContain(hashToken(token));
    }
    expect(mary.refereeEmail).toBe(MARY);
    // The same referee again, or both at once: one address is one referee of an application.
    expect((await request(main.id, { refereeIds: ['ref-1'] })).json()).toMatchObject({ statusCode: 409, code: 'referee_already_asked' });
  });

  it('two requests for the same referee at once store one', async () => {
    const other = await atInterview(t, admin, jobId, 'refs-race');
    const both = await Promise.all([request(other.id, { refereeIds: ['ref-1'] }), request(other.id, { refereeIds: ['ref-1'] })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.app.db.select().from(referenceRequests).where(eq(referenceRequests.applicationId, other.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses the applicant\'s own address as a referee', async () => {
    const other = await atInterview(t, admin, jobId, 'refs-self');
    // Their submitted details name themselves (written straight into the snapshot: the profile form would let it pass).
    await t.app.db.execute(sql`update applications set snapshot = jsonb_set(snapshot, '{profile,referees,0,email}', to_jsonb(${other.who.email}::text)) where id = ${other.id}`);
    expect((await request(other.id, { refereeIds: ['ref-1'] })).json()).toMatchObject({ code: 'referee_is_applicant', field: 'refereeIds.0' });
  });
});

describe('the referee\'s page', () => {
  it('a GET of the link changes nothing, and answers no-store, no-referrer', async () => {
    const before = await rowOf((await t.app.db.select().from(referenceRequests).where(eq(referenceRequests.refereeEmail, MARY)))[0]!.id);
    const res = await referee.get(t, tokens[0]!);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.json()).toMatchObject({ state: 'open', stage: 'pre_offer', applicantName: expect.any(String), refereeName: 'Mary Njeri', draft: null });
    expect(await rowOf(before.id)).toEqual(before);
  });

  it('the pre-offer questionnaire asks nothing about health, absence or concerns; answering one is refused', async () => {
    const keys: string[] = (await referee.get(t, tokens[0]!)).json().questions.map((q: { key: string }) => q.key);
    expect(keys).toContain('wouldReemploy');
    expect(keys.filter((k) => /health|sick|absence|concern/i.test(k))).toEqual([]);
    expect((await referee.draft(t, tokens[0]!, { sicknessAbsenceDays: 2 })).json()).toMatchObject({ code: 'question_not_asked', field: 'answers.sicknessAbsenceDays' });
    expect((await referee.draft(t, tokens[0]!, { concerns: { warnings: { answer: 'no' } } })).json()).toMatchObject({ code: 'question_not_asked' });
  });

  it('saves a draft encrypted at rest (no answer text in the stored bytes) and returns it', async () => {
    const draft = { relationship: 'Supervisor of the night shift', comments: 'A distinctive phrase: zebra-lantern' };
    const saved = await referee.draft(t, tokens[0]!, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ state: 'open', draft });
    const [raw] = await rawRows<{ answers: string; status: string }>(t.app.db, sql`select answers, status from reference_requests where referee_email = ${MARY} and application_id = ${main.id}`);
    expect(raw!.status).toBe('in_progress');
    expect(raw!.answers).toMatch(/^v1\./);
    expect(raw!.answers).not.toContain('zebra');
    expect(Buffer.from(raw!.answers.split('.')[3]!, 'base64url').toString('latin1')).not.toContain('zebra');
    for (const bad of [{ comments: 'x'.repeat(5001) }, { wouldReemploy: 'perhaps' }, { employedFrom: 'yesterday' }, { shareable: 'no' }]) {
      expect((await referee.draft(t, tokens[0]!, bad)).statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
  });

  it('submits only complete answers, then refuses any change and shows the thank-you state', async () => {
    const incomplete = await referee.submit(t, tokens[0]!, { relationship: 'Manager' });
    expect(incomplete.json()).toMatchObject({ statusCode: 400, code: 'answers_incomplete' });
    expect(incomplete.json().problems.map((p: { field: string }) => p.field)).toContain('answers.trueAndComplete');
    const done = await referee.submit(t, tokens[0]!, answers('pre_offer'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ state: 'submitted', draft: null });
    expect((await referee.draft(t, tokens[0]!, { comments: 'changed' })).json()).toMatchObject({ statusCode: 409, code: 'reference_closed' });
    expect((await referee.submit(t, tokens[0]!, answers('pre_offer', { comments: 'changed' }))).json()).toMatchObject({ code: 'reference_closed' });
    expect((await referee.decline(t, tokens[0]!)).json()).toMatchObject({ code: 'reference_closed' });
    expect((await referee.get(t, tokens[0]!)).json().state).toBe('submitted');
  });

  it('unknown and expired links get the same answer', async () => {
    const unknown = await referee.get(t, 'A'.repeat(43));
    const junk = await referee.get(t, 'not a token');
    const other = await atInterview(t, admin, jobId, 'refs-expiry');
    expect((await request(other.id, { refereeIds: ['ref-2'] })).statusCode).toBe(201);
    const token = await refereeToken(t, PETER);
    expect((await referee.get(t, token)).statusCode).toBe(200);
    await t.app.db.update(referenceRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(referenceRequests.applicationId, other.id));
    const expired = await referee.get(t, token);
    for (const res of [unknown, junk, expired]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(expired.json());
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(expired.json().code).toBe('reference_link_invalid');
  });
});
