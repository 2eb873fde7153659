import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog, mailOutbox, oneTimeTokens, staffProfiles } from '../../server/db/schema.js';
import { accept, activeStaff, invitationToken, invite, PASSWORD, STAFF } from './careers-staff-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;

const mails = (to: string) =>
  t.app.db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject, body: mailOutbox.bodyText }).from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id);
const profile = async (id: number) => (await t.app.db.select().from(staffProfiles).where(eq(staffProfiles.userId, id)))[0]!;
const patch = (id: number, payload: object, headers = admin) => t.app.inject({ method: 'PATCH', url: `${STAFF}/${id}`, headers, payload });
const post = (id: number, what: 'deactivate' | 'reactivate', reason: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: `${STAFF}/${id}/${what}`, headers, payload: { reason } });

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('admin@demo.com', 'admin');
  admin = bearer(session.json().accessToken);
  adminId = session.json().userData.id;
});
afterAll(async () => t?.close());

describe('staff accounts', () => {
  it('are for those who may manage staff: 401 without a token, 403 for an applicant', async () => {
    const client = bearer(await t.token('client'));
    const calls: [string, string, object | undefined][] = [
      ['GET', STAFF, undefined],
      ['GET', `${STAFF}/1`, undefined],
      ['POST', `${STAFF}/invitations`, { email: 'x@example.org', fullName: 'X', systemRole: 'panel_member' }],
      ['PATCH', `${STAFF}/1`, { jobTitle: 'X' }],
      ['POST', `${STAFF}/1/deactivate`, { reason: 'x' }],
      ['POST', `${STAFF}/1/reactivate`, { reason: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await t.app.inject({ method: method as 'GET', url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method: method as 'GET', url, payload, headers: client })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('invites by e-mail in the invitee’s language; the link sets the password once', async () => {
    const invited = await invite(t, admin, 'ward7@example.org', { fullName: 'Amina Otieno', systemRole: 'recruiting_manager', jobTitle: 'Ward manager', locale: 'fr' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ fullName: 'Amina Otieno', systemRole: 'recruiting_manager', status: 'invited', departments: null, flags: [], locale: 'fr' });
    expect(await mails('ward7@example.org')).toEqual([expect.objectContaining({ kind: 'staff-invitation', subject: 'Vous êtes invité sur le portail carrières de l’hôpital' })]);
    // Stored hashed: the token sent is not in the table.
    const token = await invitationToken(t, 'ward7@example.org');
    const stored = await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, invited.json().id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.purpose).toBe('staff-invite');
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // Not signed in before the password is set.
    expect((await t.login('ward7@example.org', PASSWORD)).statusCode).toBe(400);
    const short = await accept(t, token, 'short');
    expect(short.statusCode).toBe(400);
    const ok = await accept(t, token);
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await accept(t, token, 'another passphrase');
    expect(again.json()).toMatchObject({ statusCode: 400, code: 'token_invalid', field: 'token' });
    expect((await t.login('ward7@example.org', PASSWORD)).statusCode).toBe(200);
    expect((await t.login('ward7@example.org', 'another passphrase')).statusCode).toBe(400);

    const list = await t.app.inject({ url: `${STAFF}?q=ward7&status=active`, headers: admin });
    expect(list.json()).toMatchObject({ total: 1, staff: [{ email: 'ward7@example.org', status: 'active', jobTitle: 'Ward manager', lastSeenAt: expect.any(String) }] });
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'Staff'), eq(auditLog.subjectId, String(invited.json().id))));
    expect(audit.map((a) => a.action)).toEqual(['staff.invited', 'staff.invitation_accepted']);
  });

  it('re-inviting an invited address sends a new link and voids the old; an address with an account is a clear 409', async () => {
    expect((await invite(t, admin, 'twice@example.org')).statusCode).toBe(201);
    const first = await invitationToken(t, 'twice@example.org');
    const second = await invite(t, admin, 'Twice@example.org', { locale: 'de', systemRole: 'auditor' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ systemRole: 'auditor', status: 'invited' });
    const latest = await invitationToken(t, 'twice@example.org');
    expect(latest).not.toBe(first);
    expect((await mails('twice@example.org')).map((m) => m.subject)).toEqual(['You are invited to the hospital careers portal', 'Einladung zum Karriereportal des Krankenhauses']);
    expect((await accept(t, first)).json()).toMatchObject({ code: 'token_invalid' });
    expect((await accept(t, latest)).statusCode).toBe(200);

    for (const taken of ['client@demo.com', 'twice@example.org', 'ADMIN@demo.com']) {
      const refused = await invite(t, admin, taken);
      expect(refused.json(), taken).toMatchObject({ statusCode: 409, code: 'staff_email_taken', field: 'email' });
    }
  });

  it('makes one account of simultaneous invitations of one address', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => invite(t, admin, 'rush@example.org')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409), statuses.join()).toBe(true);
    expect(statuses).toContain(201);
    const listed = await t.app.inject({ url: `${STAFF}?q=rush@example.org`, headers: admin });
    expect(listed.json().total).toBe(1);
    // Exactly one link works: the newest.
    const pending = await t.app.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, listed.json().staff[0].id), sql`${oneTimeTokens.usedAt} is null`));
    expect(pending).toHaveLength(1);
  });

  it('refuses a link after 7 days, and lets exactly one of two simultaneous uses win', async () => {
    const late = await invite(t, admin, 'late@example.org');
    const lateToken = await invitationToken(t, 'late@example.org');
    await t.app.db.update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(oneTimeTokens.userId, late.json().id));
    expect((await accept(t, lateToken)).json()).toMatchObject({ statusCode: 400, code: 'token_expired', field: 'token' });

    await invite(t, admin, 'race@example.org');
    const token = await invitationToken(t, 'race@example.org');
    const answers = await Promise.all([accept(t, token, 'first passphrase'), accept(t, token, 'second passphrase'), accept(t, token, 'third passphrase')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = ['first passphrase', 'second passphrase', 'third passphrase'][answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await t.login('race@example.org', winner)).statusCode).toBe(200);
  });

  it('answers hostile input with 4xx envelopes, never 500', async () => {
    const bad: object[] = [
      {},
      { email: 'not-an-email', fullName: 'X', systemRole: 'panel_member' },
      { email: 'x@example.org', fullName: 'X', systemRole: 'god' },
      { email: 'x@example.org', fullName: '   ', systemRole: 'panel_member' },
      { email: 'x@example.org', fullName: 'X'.repeat(500), systemRole: 'panel_member' },
      { email: 'x@example.org', fullName: 'X', systemRole: 'panel_member', flags: ['root'] },
      { email: 'x@example.org', fullName: 'X', systemRole: 'panel_member', flags: ['view_diversity', 'view_diversity'] },
      { email: 'x@example.org', fullName: 'X', systemRole: 'panel_member', departments: ['nowhere'] },
      { email: 'x@example.org', fullName: 'X\u0000', systemRole: 'panel_member' },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: `${STAFF}/invitations`, headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    }
    const someone = (await invite(t, admin, 'hostile@example.org')).json().id;
    for (const payload of [{}, { systemRole: 'root' }, { flags: 'all' }, { departments: 'all' }]) {
      expect((await patch(someone, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch(0, { jobTitle: 'x' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: `${STAFF}/abc`, headers: admin, payload: { jobTitle: 'x' } })).statusCode).toBe(400);
    expect((await patch(999_999, { jobTitle: 'x' })).json()).toMatchObject({ statusCode: 404, code: 'staff_not_found' });
    expect((await post(someone, 'deactivate', '   ')).json()).toMatchObject({ statusCode: 400, code: 'reason_required', field: 'reason' });
    expect((await post(someone, 'deactivate', 42)).statusCode).toBe(400);
    expect((await post(someone, 'deactivate', 'x'.repeat(600))).statusCode).toBe(400);
    for (const query of ['status=gone', 'role=god', 'sortBy=password', 'perPage=1000', 'page=0', `q=${'x'.repeat(300)}`]) {
      expect((await t.app.inject({ url: `${STAFF}?${query}`, headers: admin })).statusCode, query).toBe(400);
    }
    for (const payload of [{}, { token: '' }, { token: 'x' }, { token: 'x', password: 7 }, { token: 'x'.repeat(500), password: 'long enough pass' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/staff-invitations/accept', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // A LIKE pattern is matched literally.
    expect((await t.app.inject({ url: `${STAFF}?q=%25`, headers: admin })).json().total).toBe(0);
  });

  it('refuses changes to one’s own grant', async () => {
    expect((await patch(adminId, { systemRole: 'auditor' })).json()).toMatchObject({ statusCode: 403, code: 'own_grant' });
    expect((await patch(adminId, { jobTitle: 'Boss' })).json()).toMatchObject({ statusCode: 403, code: 'own_grant' });
    expect((await post(adminId, 'deactivate', 'leaving')).json()).toMatchObject({ statusCode: 403, code: 'own_grant' });
    expect((await profile(adminId)).systemRole).toBe('super_admin');
  });

  it('lets a grantor grant only what they hold (escalation through updateStaff)', async () => {
    const hr = await activeStaff(t, admin, 'hr.lead@example.org', { systemRole: 'recruitment_admin', departments: ['nursing'], flags: ['view_diversity'] });
    const panel = await activeStaff(t, admin, 'panel.one@example.org', { systemRole: 'panel_member', departments: ['nursing'] });
    const everywhere = await activeStaff(t, admin, 'panel.all@example.org', { systemRole: 'panel_member' });
    // Someone whose grant reaches further than theirs (every department) is out of their hands.
    expect((await patch(everywhere.id, { jobTitle: 'x' }, hr.headers)).json()).toMatchObject({ statusCode: 403, code: 'grant_exceeds_own', field: 'departments' });
    const attempts: [object, string][] = [
      [{ systemRole: 'super_admin' }, 'systemRole'],
      [{ systemRole: 'auditor' }, 'systemRole'],
      [{ flags: ['make_decisions'] }, 'flags'],
      [{ departments: null }, 'departments'],
      [{ departments: ['nursing', 'pharmacy'] }, 'departments'],
    ];
    for (const [payload, field] of attempts) {
      const res = await patch(panel.id, { ...payload, ...(field !== 'departments' ? { departments: ['nursing'] } : {}) }, hr.headers);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ statusCode: 403, code: 'grant_exceeds_own', field });
    }
    expect((await patch(hr.id, { flags: ['view_diversity', 'make_decisions'] }, hr.headers)).json()).toMatchObject({ code: 'own_grant' });
    expect((await patch(adminId, { jobTitle: 'Demoted' }, hr.headers)).json()).toMatchObject({ statusCode: 403, code: 'grant_exceeds_own' });
    expect((await post(adminId, 'deactivate', 'coup', hr.headers)).json()).toMatchObject({ statusCode: 403, code: 'grant_exceeds_own' });
    expect((await invite(t, hr.headers, 'friend@example.org', { systemRole: 'super_admin' })).json()).toMatchObject({ statusCode: 403, code: 'grant_exceeds_own' });
    expect((await profile(panel.id)).systemRole).toBe('panel_member');
    expect((await profile(adminId)).deactivatedAt).toBeNull();

    // Within their own grant it works, and the person is told in their language.
    const ok = await patch(panel.id, { systemRole: 'recruiting_manager', departments: ['nursing'], flags: ['view_diversity'] }, hr.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ systemRole: 'recruiting_manager', departments: ['nursing'], flags: ['view_diversity'] });
    expect((await mails('panel.one@example.org')).map((m) => m.kind)).toEqual(['staff-invitation', 'staff-access-changed']);
  });

  it('raises the grants version with every access change and records it', async () => {
    const person = await activeStaff(t, admin, 'versioned@example.org', { locale: 'pt' });
    const before = (await profile(person.id)).grantsVersion;
    expect((await patch(person.id, { flags: ['view_offer_terms'] })).statusCode).toBe(200);
    expect((await profile(person.id)).grantsVersion).toBe(before + 1);
    expect((await mails('versioned@example.org')).at(-1)).toMatchObject({ kind: 'staff-access-changed', subject: 'O seu acesso ao portal de carreiras mudou' });
    const [event] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.grant_changed'), eq(auditLog.subjectId, String(person.id))));
    expect(event).toMatchObject({ actorId: adminId, actorRole: 'super_admin', outcome: 'allowed' });
    // The same grant again changes nothing and sends nothing.
    const count = (await mails('versioned@example.org')).length;
    expect((await patch(person.id, { flags: ['view_offer_terms'] })).statusCode).toBe(200);
    expect((await mails('versioned@example.org')).length).toBe(count);
  });

  it('deactivates with a reason (sessions end, never deleted) and reactivates', async () => {
    const person = await activeStaff(t, admin, 'leaver@example.org', { locale: 'de' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: person.headers })).statusCode).toBe(200);
    const off = await post(person.id, 'deactivate', 'Left the trust');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ status: 'deactivated', deactivationReason: 'Left the trust', fullName: 'leaver' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: person.headers })).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken: person.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect((await post(person.id, 'deactivate', 'again')).json()).toMatchObject({ statusCode: 409, code: 'staff_already_deactivated' });
    expect((await patch(person.id, { systemRole: 'auditor' })).json()).toMatchObject({ statusCode: 409, code: 'staff_already_deactivated' });
    const listed = await t.app.inject({ url: `${STAFF}?status=deactivated&q=leaver`, headers: admin });
    expect(listed.json()).toMatchObject({ total: 1, staff: [{ id: person.id, status: 'deactivated' }] });
    expect((await mails('leaver@example.org')).at(-1)).toMatchObject({ kind: 'staff-deactivated', subject: 'Ihr Zugang zum Karriereportal wurde entfernt' });
    expect((await mails('leaver@example.org')).at(-1)!.body).toContain('Left the trust');

    expect((await post(person.id, 'reactivate', '')).json()).toMatchObject({ code: 'reason_required' });
    const on = await post(person.id, 'reactivate', 'Came back');
    expect(on.json()).toMatchObject({ status: 'active', deactivatedAt: null });
    expect((await post(person.id, 'reactivate', 'twice')).json()).toMatchObject({ statusCode: 409, code: 'staff_not_deactivated' });
    expect((await mails('leaver@example.org')).at(-1)).toMatchObject({ kind: 'staff-reactivated' });
    expect((await t.login('leaver@example.org', PASSWORD)).statusCode).toBe(200);
    const actions = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, String(person.id)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['staff.deactivated', 'staff.reactivated']));
  });

  it('keeps one active super admin when two deactivate each other at once', async () => {
    const a = await activeStaff(t, admin, 'super.a@example.org', { systemRole: 'super_admin' });
    const b = await activeStaff(t, admin, 'super.b@example.org', { systemRole: 'super_admin' });
    // The demo admin steps aside first: a and b are the only two.
    expect((await post(adminId, 'deactivate', 'on leave', a.headers)).statusCode).toBe(200);
    const answers = await Promise.all([post(b.id, 'deactivate', 'race', a.headers), post(a.id, 'deactivate', 'race', b.headers)]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const active = await t.app.db
      .select({ id: staffProfiles.userId })
      .from(staffProfiles)
      .where(sql`${staffProfiles.systemRole} = 'super_admin' and ${staffProfiles.deactivatedAt} is null and ${staffProfiles.activatedAt} is not null`);
    expect(active).toHaveLength(1);
    // The survivor brings the demo admin back.
    const survivor = answers[0]!.statusCode === 200 ? a : b;
    expect((await post(adminId, 'reactivate', 'back', survivor.headers)).statusCode).toBe(200);
    const session = await t.login('admin@demo.com', 'admin');
    admin = bearer(session.json().accessToken);
  });
});
