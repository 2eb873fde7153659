import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { readOutbox, tokenFromOutbox } from '../helpers/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const register = (payload: unknown) => post('/api/jwt/register', payload);

describe('registration', () => {
  it('creates a pending client (never an admin) and e-mails an activation link', async () => {
    const res = await register({ username: 'amina', email: 'Amina@Example.org', password: 'a long passphrase', role: 'admin', status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData).toMatchObject({ role: 'client', status: 'pending', username: 'amina' });
    const token = await tokenFromOutbox(t.dataDir, 'Amina@Example.org', '/careers/activate-account');
    expect(token.length).toBeGreaterThan(20);
  });

  it('answers the seed messages for missing fields, each field a list or null', async () => {
    const res = await register({ email: 'someone@example.org' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { username: ['Please enter your username.'], email: null, password: ['Please enter password'] } });
  });

  it('refuses duplicates case-insensitively', async () => {
    const res = await register({ username: 'AMINA', email: 'amina@example.ORG', password: 'a long passphrase' });
    expect(res.json()).toEqual({ error: { username: ['This username is already in use.'], email: ['This email is already in use.'], password: null } });
  });

  it('hostile input: wrong types, huge strings, bad formats → 400, never stored', async () => {
    expect((await register({ username: 42, email: 'x@example.org', password: 'a long passphrase' })).json()).toMatchObject({ statusCode: 400 });
    expect((await register({ username: 'u'.repeat(10_000), email: 'x@example.org', password: 'a long passphrase' })).statusCode).toBe(400);
    expect((await register({ username: 'bad name!', email: 'not-an-email', password: 'short' })).json()).toEqual({
      error: {
        username: ['Username must be 3 to 30 letters, digits, dots, dashes or underscores.'],
        email: ['Please enter a valid email.'],
        password: ['Password must be at least 8 characters.'],
      },
    });
    expect((await register([1, 2, 3])).statusCode).toBe(400);
    const count = await t.app.db.execute(sql`select count(*)::int as n from users where email = 'x@example.org'`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('a script in the full name is stored and returned as plain text', async () => {
    const res = await register({ username: 'scripty', email: 'scripty@example.org', password: 'a long passphrase', fullName: '<script>alert(1)</script>' });
    expect(res.json().userData.fullName).toBe('<script>alert(1)</script>');
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('concurrent registrations of one address create exactly one account', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) => register({ username: `racer${i}`, email: 'race@example.org', password: 'a long passphrase' })),
    );
    expect(attempts.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(attempts.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
  });
});

describe('activation', () => {
  it('activates once; the link opened again says the account is active; the user can sign in', async () => {
    await register({ username: 'kofi', email: 'kofi@example.org', password: 'a long passphrase' });
    const token = await tokenFromOutbox(t.dataDir, 'kofi@example.org', '/careers/activate-account');
    expect((await post('/api/careers/activate-account', { token })).statusCode).toBe(200);
    const again = await post('/api/careers/activate-account', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'account_active' });
    expect((await t.login('kofi@example.org', 'a long passphrase')).json().userData.status).toBe('active');
  });

  it('tells an unknown link from an expired one', async () => {
    const unknown = await post('/api/careers/activate-account', { token: 'not-a-token-we-sent' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'token_invalid', field: 'token' });
    await register({ username: 'late', email: 'late@example.org', password: 'a long passphrase' });
    const token = await tokenFromOutbox(t.dataDir, 'late@example.org', '/careers/activate-account');
    await t.app.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 minute' where purpose = 'activation'`);
    const expired = await post('/api/careers/activate-account', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'token_expired', field: 'token' });
  });

  it('resend always answers 202 and sends only to pending accounts', async () => {
    await register({ username: 'pending1', email: 'pending1@example.org', password: 'a long passphrase' });
    expect((await post('/api/careers/resend-activation', { email: 'nobody@example.org' })).statusCode).toBe(202);
    expect((await post('/api/careers/resend-activation', { email: 'client@demo.com' })).statusCode).toBe(202);
    expect((await post('/api/careers/resend-activation', { email: 'pending1@example.org' })).statusCode).toBe(202);
  });

  it('hostile tokens are 400 without a 500', async () => {
    for (const token of ['', 'x'.repeat(201), 123, null]) {
      const res = await post('/api/careers/activate-account', { token });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('the saved language', () => {
  const setLocale = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/auth/me/locale', headers, payload: payload as object });

  it('is saved for the signed-in user only, and the e-mails follow it', async () => {
    await register({ username: 'lingua', email: 'lingua@example.org', password: 'a long passphrase' });
    const session = (await t.login('lingua@example.org', 'a long passphrase')).json();
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const saved = await setLocale(headers, { locale: 'de', role: 'admin', email: 'taken@example.org' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'de', role: 'client', email: 'lingua@example.org' });
    expect((await t.app.inject({ url: '/api/auth/me', headers })).json().locale).toBe('de');
    await post('/api/auth/forgot-password', { email: 'lingua@example.org' });
    await tokenFromOutbox(t.dataDir, 'lingua@example.org', '/pages/authentication/reset-password-v2');
    const mail = (await readOutbox(t.dataDir)).filter((m) => m.to.includes('lingua@example.org')).at(-1)!;
    expect(mail.raw).toContain('Passwort');
  });

  it('hostile input: unknown language, wrong type, no token → 4xx and nothing changes', async () => {
    const headers = { authorization: `Bearer ${(await t.login('client@demo.com', 'client')).json().accessToken}` };
    const before = (await t.app.inject({ url: '/api/auth/me', headers })).json().locale;
    for (const payload of [{ locale: 'xx' }, { locale: ['fr'] }, { locale: 'fr\u0000' }, {}]) expect((await setLocale(headers, payload)).statusCode).toBe(400);
    const notAnObject = await t.app.inject({ method: 'PUT', url: '/api/auth/me/locale', headers: { ...headers, 'content-type': 'application/json' }, payload: '"fr"' });
    expect(notAnObject.statusCode).toBe(400);
    expect((await setLocale({}, { locale: 'fr' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).json().locale).toBe(before);
  });
});

describe('password reset', () => {
  it('forgot-password answers 202 for unknown and known addresses alike', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'ghost@example.org' })).statusCode).toBe(202);
    expect((await post('/api/auth/forgot-password', { email: 'client@demo.com' })).statusCode).toBe(202);
  });

  it('resets once with the e-mailed token, signs out other sessions, and the new password works', async () => {
    await register({ username: 'reset.me', email: 'reset.me@example.org', password: 'the old passphrase' });
    const session = (await t.login('reset.me@example.org', 'the old passphrase')).json();
    await post('/api/auth/forgot-password', { email: 'reset.me@example.org' });
    const token = await tokenFromOutbox(t.dataDir, 'reset.me@example.org', '/pages/authentication/reset-password-v2');
    expect((await post('/api/auth/reset-password', { token, password: 'the new passphrase' })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token, password: 'yet another one' })).statusCode).toBe(400);
    expect((await post('/api/jwt/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect((await t.login('reset.me@example.org', 'the old passphrase')).statusCode).toBe(400);
    const fresh = await t.login('reset.me@example.org', 'the new passphrase');
    expect(fresh.json().userData.status).toBe('active');
  });

  it('an expired reset token is refused', async () => {
    await post('/api/auth/forgot-password', { email: 'client@demo.com' });
    const token = await tokenFromOutbox(t.dataDir, 'client@demo.com', '/pages/authentication/reset-password-v2');
    await t.app.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 minute' where purpose = 'password-reset'`);
    const res = await post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'token_expired', field: 'token' });
    expect((await post('/api/auth/reset-password', { token: 'not-a-token-we-sent', password: 'a brand new passphrase' })).json()).toMatchObject({ code: 'token_invalid' });
  });

  it('a too short new password is 400', async () => {
    expect((await post('/api/auth/reset-password', { token: 'whatever', password: 'short' })).statusCode).toBe(400);
  });
});

describe('control characters', () => {
  it('a NUL byte in any sign-in field is a 400, never a 500', async () => {
    const nul = 'a\u0000b@example.org';
    expect((await post('/api/jwt/login', { email: nul, password: 'x' })).statusCode).toBe(400);
    expect((await register({ username: 'nul', email: nul, password: 'a long passphrase' })).statusCode).toBe(400);
    expect((await post('/api/auth/forgot-password', { email: nul })).statusCode).toBe(400);
    expect((await post('/api/careers/resend-activation', { email: nul })).statusCode).toBe(400);
    expect((await post('/api/careers/activate-account', { token: 'a\u0000' })).statusCode).toBe(400);
  });
});
