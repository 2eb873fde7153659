import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesForRole } from '../../common/ability.js';
import { users } from '../../server/db/schema.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { tokenFromOutbox } from '../helpers/outbox.js';
import { registerApplicant } from './careers-helpers.js';

/**
 * Access tokens already issued for an account stop working on the very next request after a
 * password change, a password reset, a sign-out or a refresh-token reuse (not when they expire).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
const profile = (token: string) => t.app.inject({ url: '/api/careers/profile', headers: bearer(token) });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken } });

/** Two sessions of a new applicant (two devices), each with its access and refresh token. */
async function twoSessions(name: string) {
  const user = await registerApplicant(t.app, name);
  const other = (await t.login(user.email, user.password)).json();
  for (const token of [user.accessToken, other.accessToken]) expect((await me(token)).statusCode).toBe(200);
  return { user, first: { accessToken: user.accessToken, refreshToken: user.refreshToken }, second: { accessToken: other.accessToken as string, refreshToken: other.refreshToken as string } };
}

async function expectRevoked(...tokens: string[]) {
  for (const token of tokens) {
    const [a, b] = await Promise.all([me(token), profile(token)]);
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  }
}

describe('access tokens stop working at once', () => {
  it('after a password change: every session, this one included, must sign in or refresh again', async () => {
    const { user, first, second } = await twoSessions('revoke.change');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/careers/account/password',
      headers: bearer(first.accessToken),
      payload: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(200);
    await expectRevoked(first.accessToken, second.accessToken);
    // This browser carries on: its new refresh token gives an access token that works.
    const renewed = await refresh(res.json().refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().accessToken)).statusCode).toBe(200);
  });

  it('after a password reset', async () => {
    const { user, first, second } = await twoSessions('revoke.reset');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = await tokenFromOutbox(t.dataDir, user.email, '/pages/authentication/reset-password-v2');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'reset to something new' } })).statusCode).toBe(200);
    await expectRevoked(first.accessToken, second.accessToken);
  });

  it('after a sign-out: the access token of that session is refused on the next request', async () => {
    const { first, second } = await twoSessions('revoke.logout');
    expect((await t.app.inject({ method: 'POST', url: '/api/jwt/logout', payload: { refreshToken: first.refreshToken } })).statusCode).toBe(204);
    await expectRevoked(first.accessToken);
    // Another device keeps its refresh token and gets a fresh access token from it.
    await expectRevoked(second.accessToken);
    const renewed = await refresh(second.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().accessToken)).statusCode).toBe(200);
  });

  it('after a refresh-token reuse (a stolen token replayed): the thief’s and the owner’s access tokens', async () => {
    const { first } = await twoSessions('revoke.reuse');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const newAccess = rotated.json().accessToken as string;
    expect((await me(newAccess)).statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    await expectRevoked(first.accessToken, newAccess);
  });

  it('after the account is deleted', async () => {
    const { user, first } = await twoSessions('revoke.delete');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/careers/account', headers: bearer(first.accessToken), payload: { password: user.password } });
    expect(res.statusCode).toBe(204);
    await expectRevoked(first.accessToken);
  });
});

describe('the account state behind the check', () => {
  it('comes from the in-process cache: a signed-in request costs no database round trip once cached', async () => {
    const user = await registerApplicant(t.app, 'cached.state');
    const before = t.app.accountState.stats();
    for (let i = 0; i < 5; i++) expect((await me(user.accessToken)).statusCode).toBe(200);
    const after = t.app.accountState.stats();
    expect(after.misses - before.misses).toBeLessThanOrEqual(1);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(4);
  });

  it('a change made by a writer takes effect at the next request once it invalidates the account (role change, deactivation)', async () => {
    const user = await registerApplicant(t.app, 'role.changed');
    const adminOnly = () => t.app.inject({ url: '/api/careers/admin/stats', headers: user.headers });
    expect((await adminOnly()).statusCode).toBe(403);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    t.app.accountState.invalidate(user.id);
    expect((await adminOnly()).statusCode).toBe(200);
    await t.app.db.update(users).set({ status: 'deleted', tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, user.id));
    t.app.accountState.invalidate(user.id);
    expect((await adminOnly()).statusCode).toBe(401);
  });

  it('a role taken away takes effect at the next request: the admin routes refuse, /auth/me shows the new role', async () => {
    const user = await registerApplicant(t.app, 'role.demoted');
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    t.app.accountState.invalidate(user.id);
    const adminOnly = () => t.app.inject({ url: '/api/careers/admin/stats', headers: user.headers });
    expect((await adminOnly()).statusCode).toBe(200);
    expect((await me(user.accessToken)).json()).toMatchObject({ role: 'admin' });
    await t.app.db.update(users).set({ role: 'client' }).where(eq(users.id, user.id));
    t.app.accountState.invalidate(user.id);
    expect((await adminOnly()).statusCode).toBe(403);
    expect((await me(user.accessToken)).json()).toMatchObject({ role: 'client', ability: rulesForRole('client') });
  });

  it('a deactivated account (its token version untouched) is refused at the next request', async () => {
    const user = await registerApplicant(t.app, 'deactivated');
    expect((await me(user.accessToken)).statusCode).toBe(200);
    await t.app.db.update(users).set({ status: 'deleted' }).where(eq(users.id, user.id));
    t.app.accountState.invalidate(user.id);
    await expectRevoked(user.accessToken);
  });

  it('/auth/me shows a change of language at once, made from either screen', async () => {
    const user = await registerApplicant(t.app, 'locale.changed');
    expect((await me(user.accessToken)).json()).toMatchObject({ locale: 'en' });
    const put = await t.app.inject({ method: 'PUT', url: '/api/auth/me/locale', headers: user.headers, payload: { locale: 'fr' } });
    expect(put.statusCode).toBe(200);
    expect((await me(user.accessToken)).json()).toMatchObject({ locale: 'fr' });
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/careers/account/preferences',
      headers: user.headers,
      payload: { locale: 'pt', notifications: { applicationUpdates: true, jobAlerts: false } },
    });
    expect(prefs.statusCode).toBe(200);
    expect((await me(user.accessToken)).json()).toMatchObject({ locale: 'pt' });
  });

  it('a token without a version, or for an account that never existed, is refused', async () => {
    const legacy = t.app.jwt.sign({ sub: 2, role: 'client' } as never);
    expect((await me(legacy)).statusCode).toBe(401);
    const ghost = t.app.jwt.sign({ sub: 999_999, role: 'admin', ver: 0 } as never);
    expect((await t.app.inject({ url: '/api/careers/admin/stats', headers: bearer(ghost) })).statusCode).toBe(401);
  });
});
