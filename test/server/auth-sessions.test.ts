import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURES_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

const refresh = (payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload, headers: cookie ? { cookie } : {} });

describe('sign-in', () => {
  it('answers userData with role and ability, tokens, and an httpOnly SameSite=Strict refresh cookie', async () => {
    const res = await t.login(DEMO.client.email, DEMO.client.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userData).toMatchObject({ email: 'client@demo.com', role: 'client', status: 'active', extras: { eCommerceCartItemsCount: expect.any(Number) } });
    expect(body.userData.ability).toEqual(expect.arrayContaining([{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }]));
    expect(body.userData).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/jwt', value: body.refreshToken });
  });

  it('the admin gets manage all', async () => {
    const res = await t.login('ADMIN@demo.com', 'admin');
    expect(res.json().userData.ability).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('a wrong password gives the documented 400 shape', async () => {
    const res = await t.login(DEMO.admin.email, 'wrong');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { email: ['Email or Password is Invalid'] } });
  });

  it('locks an account after repeated failures with 429 and Retry-After, even for the right password', async () => {
    const email = 'lockme@example.org';
    await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'lockme', email, password: 'long enough pw' } });
    for (let i = 0; i < 3; i++) expect((await t.login(email, 'bad')).statusCode).toBe(400);
    const locked = await t.login(email, 'long enough pw');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });
});

describe('refresh tokens rotate and reuse revokes the family', () => {
  it('a refresh token is single use; replaying it revokes its successor too', async () => {
    const first = (await t.login(DEMO.client.email, DEMO.client.password)).json().refreshToken;
    const second = await refresh({ refreshToken: first });
    expect(second.statusCode).toBe(200);
    const successor = second.json().refreshToken;
    expect(successor).not.toBe(first);

    const replay = await refresh({ refreshToken: first });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Invalid refresh token' });
    expect((await refresh({ refreshToken: successor })).statusCode).toBe(401);
  });

  it('the cookie alone renews the session (what the SPA does on reload)', async () => {
    const login = await t.login(DEMO.client.email, DEMO.client.password);
    const cookie = `refresh_token=${login.json().refreshToken}`;
    const res = await refresh(undefined, cookie);
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(res.json().accessToken) });
    expect(me.json().email).toBe('client@demo.com');
  });

  it('logout revokes the refresh token', async () => {
    const token = (await t.login(DEMO.client.email, DEMO.client.password)).json().refreshToken;
    const out = await t.app.inject({ method: 'POST', url: '/api/jwt/logout', payload: { refreshToken: token } });
    expect(out.statusCode).toBe(204);
    expect((await refresh({ refreshToken: token })).statusCode).toBe(401);
  });

  it('garbage, empty and oversized tokens are refused without a 500', async () => {
    for (const refreshToken of ['x', 'a'.repeat(199)]) expect((await refresh({ refreshToken })).statusCode).toBe(401);
    expect((await refresh({ refreshToken: '' })).statusCode).toBe(400);
    expect((await refresh({ refreshToken: 'a'.repeat(5000) })).statusCode).toBe(400);
    expect((await refresh({})).statusCode).toBe(401);
  });
});

describe('protected routes', () => {
  it('401 without a token, with a tampered token, and with an expired one', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const token = await t.token('client');
    const tampered = `${token.slice(0, -3)}abc`;
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(tampered) })).json()).toMatchObject({ statusCode: 401 });
    const expired = t.app.jwt.sign({ sub: 2, role: 'client', ver: 0 }, { expiresIn: -10 });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(expired) })).statusCode).toBe(401);
  });

  it('a token accepted before is refused once it has expired, and a tampered copy of an accepted one stays refused', async () => {
    const { sub, role, ver } = t.app.jwt.decode<{ sub: number; role: 'client'; ver: number }>(await t.token('client'))!;
    const shortLived = t.app.jwt.sign({ sub, role, ver }, { expiresIn: 2 });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(shortLived) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(`${shortLived.slice(0, -3)}abc`) })).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(shortLived) })).statusCode).toBe(401);
  });

  it('a token signed with another key is refused', async () => {
    const other = await createTestApp({ JWT_SECRET: 'another-secret-that-is-also-32-characters-long' });
    try {
      const foreign = await other.token('admin');
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(foreign) })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  }, 120_000);
});
