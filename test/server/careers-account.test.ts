import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { readOutbox } from '../helpers/outbox.js';
import { FILES, FULL_PROFILE, registerApplicant, storedContentIds, upload } from './careers-helpers.js';

let t: TestApp;

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken } });
const changePassword = (headers: Record<string, string>, currentPassword: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/careers/account/password', headers, payload: { currentPassword, newPassword } });
const deleteAccount = (headers: Record<string, string>, password: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/careers/account', headers, payload: { password } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('account settings', () => {
  it('changes the password and signs out every other session', async () => {
    const user = await registerApplicant(t.app, 'changer');
    const otherDevice = (await t.login(user.email, user.password)).json();
    const wrong = await changePassword(user.headers, 'not my password', 'a brand new passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The password is not correct.');
    expect((await changePassword(user.headers, user.password, 'short')).statusCode).toBe(400);

    const res = await changePassword(user.headers, user.password, 'a brand new passphrase');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^refresh_token=.*HttpOnly; SameSite=Strict/);
    // The other sessions are over; this one carries on with the new refresh token.
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(res.json().refreshToken)).statusCode).toBe(200);
    expect((await t.login(user.email, user.password)).statusCode).toBe(400);
    expect((await t.login(user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('limits wrong current passwords like failed sign-ins (a stolen access token cannot guess the password)', async () => {
    const user = await registerApplicant(t.app, 'guesser');
    for (let i = 0; i < 3; i++) expect((await changePassword(user.headers, `guess ${i}`, 'a brand new passphrase')).statusCode).toBe(400);
    // After two free failures each one costs a growing wait, right password or not.
    const blocked = await changePassword(user.headers, user.password, 'a brand new passphrase');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
  });

  it('keeps language and e-mail preferences', async () => {
    const user = await registerApplicant(t.app, 'prefs');
    const url = '/api/careers/account/preferences';
    expect((await t.app.inject({ url, headers: user.headers })).json()).toEqual({ locale: 'en', notifications: { applicationUpdates: true, jobAlerts: false } });
    const wanted = { locale: 'pt', notifications: { applicationUpdates: false, jobAlerts: true } };
    const saved = await t.app.inject({ method: 'PUT', url, headers: user.headers, payload: wanted });
    expect(saved.json()).toEqual(wanted);
    expect((await t.app.inject({ url, headers: user.headers })).json()).toEqual(wanted);
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.headers })).json().locale).toBe('pt');
    for (const payload of [{ locale: 'xx', notifications: wanted.notifications }, { locale: 'fr' }, { locale: 'fr', notifications: { applicationUpdates: 'yes', jobAlerts: true } }, { locale: 'f'.repeat(5000), notifications: wanted.notifications }]) {
      expect((await t.app.inject({ method: 'PUT', url, headers: user.headers, payload })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('exports my data as a JSON download', async () => {
    const user = await registerApplicant(t.app, 'exporter');
    expect((await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: user.headers, payload: { ...FULL_PROFILE, version: 0 } })).statusCode).toBe(200);
    const doc = (await upload(t.app, user.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })).json();
    const res = await t.app.inject({ url: '/api/careers/account/export', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-careers-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({ id: user.id, email: user.email, username: 'exporter', status: 'pending', role: 'client' });
    expect(data.profile).toEqual(FULL_PROFILE);
    expect(data.documents).toEqual([doc]);
    expect(data.applications).toEqual([]);
    expect(data.preferences.locale).toBe('en');
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toContain('passwordHash');
  });

  it('deletes the account: details and files gone, sessions ended, sign-in impossible', async () => {
    const user = await registerApplicant(t.app, 'leaver');
    expect((await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: user.headers, payload: { ...FULL_PROFILE, version: 0 } })).statusCode).toBe(200);
    const doc = (await upload(t.app, user.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })).json();
    const other = await registerApplicant(t.app, 'stayer');
    const kept = (await upload(t.app, other.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })).json();

    expect((await deleteAccount(user.headers, 'wrong password')).statusCode).toBe(400);
    expect((await deleteAccount(user.headers, '')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/careers/account', headers: user.headers })).statusCode).toBe(400);
    const res = await deleteAccount(user.headers, user.password);
    expect(res.statusCode, res.body).toBe(204);

    expect((await t.login(user.email, user.password)).statusCode).toBe(400);
    expect((await t.login('leaver', user.password)).statusCode).toBe(400);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    // The still-valid access token no longer reaches anything of the account.
    for (const url of ['/api/careers/profile', '/api/careers/documents', '/api/careers/account/export', '/api/auth/me']) {
      expect((await t.app.inject({ url, headers: user.headers })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: user.headers, payload: { ...FULL_PROFILE, version: 1 } })).statusCode).toBe(401);
    const files = await storedContentIds(t);
    expect(files).not.toContain(doc.id);
    expect(files).toContain(kept.id);
    const admin = bearer(await t.token('admin'));
    expect((await t.app.inject({ url: `/api/careers/documents/${doc.id}/download`, headers: admin })).statusCode).toBe(404);
    const recipients = (await t.app.db.select({ to: mailOutbox.recipient }).from(mailOutbox)).map((r) => r.to);
    expect(recipients).toContain(`deleted-${user.id}@deleted.invalid`); // the activation e-mail, now anonymous
    expect(recipients).not.toContain(user.email);
    const outbox = await readOutbox(t.dataDir);
    expect(outbox.some((m) => m.to.includes(other.email))).toBe(true);
    expect(outbox.filter((m) => m.to.toLowerCase().includes(user.email.toLowerCase()))).toEqual([]);
    // The address is free again: the tombstone keeps no personal data.
    const again = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'leaver', email: user.email, password: 'another passphrase' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().userData.id).not.toBe(user.id);
  });

  it('does not let a staff account delete itself here: an administrator deactivates staff accounts', async () => {
    const res = await deleteAccount(bearer(await t.token('admin')), 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'staff_not_deletable', message: 'Staff accounts cannot be deleted from the account settings: an administrator deactivates staff accounts.' });
    expect((await t.login('admin@demo.com', 'admin')).statusCode).toBe(200);
  });

  it('refuses hostile bodies with 400', async () => {
    const user = await registerApplicant(t.app, 'hostile');
    const bodies = [{ currentPassword: 1, newPassword: 'a brand new passphrase' }, { currentPassword: user.password }, { currentPassword: user.password, newPassword: 'x'.repeat(201) }, ['x']];
    for (const payload of bodies) {
      expect((await t.app.inject({ method: 'POST', url: '/api/careers/account/password', headers: user.headers, payload: payload as object })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/careers/account', headers: user.headers, payload: { password: { $ne: '' } } })).statusCode).toBe(400);
    expect((await t.login(user.email, user.password)).statusCode).toBe(200);
  });
});
