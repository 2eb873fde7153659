import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog } from '../../server/db/schema.js';
import { openJob } from './careers-applications-helpers.js';
import { createStaff, signIn, signInAs, type Session } from './staff-access-helpers.js';
import { FAIRNESS, answers, applicantsAt, column, groupOf } from './careers-fairness-helpers.js';

/**
 * The fairness report over HTTP: who may read it, what it counts (from the status history), what it
 * hides (small groups, and the cells that would give them away by differencing), its CSV and its
 * audit rows.
 */
let t: TestApp;
let jobId: number;
let hr: Session;

beforeAll(async () => {
  t = await createTestApp();
  jobId = (await openJob(t, 'Fairness Pharmacist')).id; // department: pharmacy
  // 20 women 25-34 (10 shortlisted, 5 of them interviewed), 15 men 35-44 (5 shortlisted), 3 men of Asian background (1 shortlisted), 6 who answered nothing.
  await applicantsAt(t, jobId, 10, answers('female', '25_34', 'african', 'christian'), 'applied');
  await applicantsAt(t, jobId, 5, answers('female', '25_34', 'african', 'christian'), 'shortlisted');
  await applicantsAt(t, jobId, 5, answers('female', '25_34', 'african', 'christian'), 'interviewed');
  await applicantsAt(t, jobId, 10, answers('male', '35_44', 'african', 'muslim'), 'applied');
  await applicantsAt(t, jobId, 5, answers('male', '35_44', 'african', 'muslim'), 'shortlisted');
  await applicantsAt(t, jobId, 2, answers('male', '25_34', 'asian', 'prefer_not_to_say'), 'applied');
  await applicantsAt(t, jobId, 1, answers('male', '25_34', 'asian', 'prefer_not_to_say'), 'shortlisted');
  await applicantsAt(t, jobId, 6, null, 'applied');
  hr = await signInAs(t, 'hr');
}, 60_000);
afterAll(async () => t?.close());

const report = (headers: Record<string, string>, query = `?jobId=${jobId}`) => t.app.inject({ method: 'GET', url: `${FAIRNESS}${query}`, headers });

describe('fairness report', () => {
  it('counts every stage an application reached from its history, with rates and the four-fifths flag', async () => {
    const res = await report(hr.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totals.map((c: { count: number }) => c.count)).toEqual([44, 16, 5, 0, 0]);
    const women = groupOf(body, 'sex', 'female');
    expect(women.cells.map((c) => c.count)).toEqual([20, 10, 5, 0, 0]); // the 5 rejected after interview count as interviewed
    expect(women.cells[1]).toMatchObject({ rate: 0.5, ratio: 1, belowFourFifths: false });
    const men = groupOf(body, 'sex', 'male');
    expect(men.cells.map((c) => c.count)).toEqual([18, 6, 0, 0, 0]);
    expect(men.cells[1]).toMatchObject({ rate: 0.333, ratio: 0.667, belowFourFifths: true });
    expect(groupOf(body, 'sex', 'not_answered').cells[0]!.count).toBe(6);
  });

  it('hides a group of fewer than 5, and a second cell wherever the total would give the first back', async () => {
    const body = (await report(hr.headers)).json();
    const asian = groupOf(body, 'ethnicGroup', 'asian');
    expect(asian.fewerThanFive).toBe(true);
    expect(asian.cells.every((c) => c.hidden && c.count === null && c.rate === null)).toBe(true);
    for (const stage of [0, 1]) {
      const cells = column(body, 'ethnicGroup', stage);
      const hidden = cells.filter((c) => c.hidden);
      const shownSum = cells.reduce((sum, c) => sum + (c.count ?? 0), 0);
      // Two hidden cells at least: the total minus the shown cells is a sum of two unknowns, not the small group.
      expect(hidden.length, `stage ${stage}`).toBeGreaterThanOrEqual(2);
      expect(body.totals[stage].count - shownSum, `stage ${stage}`).toBeGreaterThan(4);
    }
    // The complement at "applied" is the smallest shown count: those who did not answer.
    expect(groupOf(body, 'ethnicGroup', 'not_answered').cells[0]).toMatchObject({ hidden: true, count: null });
    // Rates are never computed from a hidden count.
    expect(groupOf(body, 'ethnicGroup', 'african').cells[1]!.rate).toBeNull();
  });

  it('exports the same counts, hidden the same way, as CSV', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${FAIRNESS}/export.csv?jobId=${jobId}`, headers: hr.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Question,Group,Stage,Applications,Selection rate,Ratio to highest rate,Below four fifths');
    const asian = lines.filter((l) => l.startsWith('ethnicGroup,asian,'));
    expect(asian).toHaveLength(5);
    expect(asian.every((l) => l.split(',')[3] === 'fewer than 5')).toBe(true);
    expect(lines).toContain('ethnicGroup,not_answered,applied,hidden,,,no');
    expect(lines).toContain('sex,male,shortlisted,6,0.333,0.667,yes');
    expect(lines).toContain('all,all applications,applied,44,,,no');
  });

  it('records every read and export in the audit log', async () => {
    const auditor = await createStaff(t, 'auditor', { flags: ['view_diversity'] });
    const session = await signIn(t, auditor.email, auditor.password);
    expect((await report(session.headers, `?department=pharmacy&from=2020-01-01`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${FAIRNESS}/export.csv`, headers: session.headers })).statusCode).toBe(200);
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, auditor.id));
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ['fairness_report.viewed', 'allowed'],
      ['fairness_report.exported', 'allowed'],
    ]);
    expect(rows[0]!.detail).toEqual({ filters: { department: 'pharmacy', from: '2020-01-01' } });
  });
});

describe('who reads the fairness report', () => {
  it('refuses panel members, recruiting managers and staff without view_diversity (the flag does not help those who score or interview), and records the attempt', async () => {
    const panel = await signInAs(t, 'panel');
    const manager = await signInAs(t, 'manager');
    const auditorWithout = await createStaff(t, 'auditor');
    const panelWithFlag = await createStaff(t, 'panel_member', { flags: ['view_diversity'] });
    const managerWithFlag = await createStaff(t, 'recruiting_manager', { flags: ['view_diversity', 'make_decisions'] });
    for (const who of [panel, manager, await signIn(t, auditorWithout.email, auditorWithout.password), await signIn(t, panelWithFlag.email, panelWithFlag.password), await signIn(t, managerWithFlag.email, managerWithFlag.password)]) {
      const res = await report(who.headers);
      expect(res.statusCode, res.body).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${FAIRNESS}/export.csv`, headers: who.headers })).statusCode).toBe(403);
    }
    const denied = await t.app.db.select().from(auditLog).where(and(eq(auditLog.actorId, panel.id), eq(auditLog.action, 'equal_opportunities.read_denied')));
    expect(denied.length).toBe(2);
    const applicant = await t.app.inject({ method: 'GET', url: FAIRNESS, headers: bearer(await t.token('client')) });
    expect(applicant.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: FAIRNESS })).statusCode).toBe(401);
  });

  it("keeps a recruitment admin to their departments: another department's job is 404 (recorded), its applications are not counted", async () => {
    const ict = await createStaff(t, 'recruitment_admin', { departments: ['ict'], flags: ['view_diversity'] });
    const session = await signIn(t, ict.email, ict.password);
    const res = await report(session.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'job_not_found', field: 'jobId' });
    const everything = (await report(session.headers, '')).json();
    expect(everything.totals[0].count).toBe(0);
    const denied = await t.app.db.select().from(auditLog).where(and(eq(auditLog.actorId, ict.id), eq(auditLog.action, 'fairness_report.read_denied')));
    expect(denied.map((r) => r.jobId)).toEqual([jobId]);
  });

  it('refuses hostile filters with the error envelope', async () => {
    for (const query of ['?jobId=abc', '?jobId=0', '?jobId=99999999999', '?department=nowhere', '?from=2026-13-40', `?from=2026-02-01&to=2026-01-01`, '?jobId=1&jobId=2', `?department=${'x'.repeat(5000)}`]) {
      const res = await report(hr.headers, query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    const missing = await report(hr.headers, '?jobId=999999');
    expect(missing.statusCode).toBe(404);
  });
});
