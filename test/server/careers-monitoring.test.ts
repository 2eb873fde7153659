import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { equalOpportunities } from '../../server/db/schema.js';
import { registerApplicant } from './careers-helpers.js';
import { signInAs } from './staff-access-helpers.js';
import { MINE } from './careers-fairness-helpers.js';

/** An applicant's own equal-opportunities answers: only they read and change them, apart from their applications. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ANSWERS = { sex: 'female', ageBand: '25_34', ethnicGroup: 'prefer_not_to_say', disability: 'no', religion: null };
const save = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: MINE, headers, payload: payload as object });

describe('my monitoring answers', () => {
  it('starts empty, saves, reads back, and all unanswered keeps nothing', async () => {
    const me = await registerApplicant(t.app, 'monitoring-one');
    const empty = await t.app.inject({ method: 'GET', url: MINE, headers: me.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ answers: { sex: null, ageBand: null, ethnicGroup: null, disability: null, religion: null }, updatedAt: null });
    const saved = await save(me.headers, ANSWERS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().answers).toEqual(ANSWERS);
    expect((await t.app.inject({ method: 'GET', url: MINE, headers: me.headers })).json().answers).toEqual(ANSWERS);
    const cleared = await save(me.headers, { sex: null, ageBand: null, ethnicGroup: null, disability: null, religion: null });
    expect(cleared.json().updatedAt).toBeNull();
    expect(await t.app.db.select().from(equalOpportunities).where(eq(equalOpportunities.userId, me.id))).toEqual([]);
  });

  it("gives each applicant their own answers only, and no member of staff any (403)", async () => {
    const a = await registerApplicant(t.app, 'monitoring-a');
    const b = await registerApplicant(t.app, 'monitoring-b');
    await save(a.headers, ANSWERS);
    expect((await t.app.inject({ method: 'GET', url: MINE, headers: b.headers })).json().updatedAt).toBeNull();
    for (const who of ['hr', 'panel', 'manager', 'auditor'] as const) {
      const staff = await signInAs(t, who);
      expect((await t.app.inject({ method: 'GET', url: MINE, headers: staff.headers })).statusCode).toBe(403);
      expect((await save(staff.headers, ANSWERS)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: MINE, headers: bearer(await t.token('admin')) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: MINE })).statusCode).toBe(401);
  });

  it('refuses hostile answers with the error envelope and keeps what was there', async () => {
    const me = await registerApplicant(t.app, 'monitoring-hostile');
    await save(me.headers, ANSWERS);
    const hostile: unknown[] = [
      { ...ANSWERS, sex: 'robot' },
      { ...ANSWERS, sex: 1 },
      { ...ANSWERS, ageBand: ['25_34'] },
      { ...ANSWERS, religion: '=cmd|"/c calc"!A1' },
      { ...ANSWERS, disability: 'x'.repeat(100_000) },
      { sex: 'female' },
      [ANSWERS],
      null,
    ];
    for (const payload of hostile) {
      const res = await save(me.headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    expect((await t.app.inject({ method: 'GET', url: MINE, headers: me.headers })).json().answers).toEqual(ANSWERS);
  });

  it('keeps one row under concurrent saves, each answered 200', async () => {
    const me = await registerApplicant(t.app, 'monitoring-race');
    const sexes = ['female', 'male', 'intersex', 'prefer_not_to_say'] as const;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => save(me.headers, { ...ANSWERS, sex: sexes[i % 4] })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const rows = await t.app.db.select().from(equalOpportunities).where(eq(equalOpportunities.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(sexes).toContain(rows[0]!.sex);
  });

  it('drops a field it does not know (such as another account\'s id) instead of saving it', async () => {
    const me = await registerApplicant(t.app, 'monitoring-extra');
    const res = await save(me.headers, { ...ANSWERS, userId: 1 });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(equalOpportunities).where(eq(equalOpportunities.userId, me.id));
    expect(row?.userId).toBe(me.id);
    expect(await t.app.db.select().from(equalOpportunities).where(eq(equalOpportunities.userId, 1))).toEqual([]);
  });

  it('is in my data export, and goes with my account', async () => {
    const me = await registerApplicant(t.app, 'monitoring-leaving');
    await save(me.headers, ANSWERS);
    const exported = await t.app.inject({ method: 'GET', url: '/api/careers/account/export', headers: me.headers });
    expect(exported.json().equalOpportunities.answers).toEqual(ANSWERS);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/careers/account', headers: me.headers, payload: { password: me.password } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.app.db.select().from(equalOpportunities).where(eq(equalOpportunities.userId, me.id))).toEqual([]);
  });
});
