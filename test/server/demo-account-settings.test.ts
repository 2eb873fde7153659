import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/app.js';
import { FILES, multipart, registerAdmin, type FilePart } from './careers-helpers.js';
import { expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

const settings = async () => (await api.get('/api/account-setting/data')).json();

function uploadAvatar(file?: FilePart, headers: Record<string, string> = {}) {
  const body = multipart({}, file);
  return api.test.token('admin').then((token) =>
    api.test.app.inject({ method: 'POST', url: '/api/account-setting/avatar', payload: body.payload, headers: { ...bearer(token), ...body.headers, ...headers } }),
  );
}

/** Each refusal is a 400 in the envelope naming `field` (and `code` when given), and changes nothing. */
async function expectRefused(url: string, bodies: unknown[], field?: string, code?: string) {
  const before = await settings();
  for (const body of bodies) {
    const res = await api.post(url, body);
    expectError(res, 400);
    if (field) expect(res.json().field, JSON.stringify(body)).toContain(field);
    if (code) expect(res.json().code, JSON.stringify(body)).toBe(code);
  }
  expect(await settings()).toEqual(before);
}

const GENERAL = { username: 'grace.a', fullName: 'Grace A. Achieng', email: 'grace@example.org', company: 'Teaching Hospital' };
const INFO = { bio: 'Two lines\nof bio.', dob: '1990-02-28', country: 'KE', website: 'https://grace.example.org', phone: '+254 700 123 456' };

describe('demo account settings: reading', () => {
  it("start from the signed-in user's own account, with six notification switches", async () => {
    const data = await settings();
    expect(data.general).toMatchObject({ username: 'admin', fullName: 'Grace Achieng', email: 'admin@demo.com' });
    expect(data.password).toEqual({ changedAt: null });
    expect(Object.keys(data.notification)).toHaveLength(6);
    expect(data.info.country).toMatch(/^[A-Z]{2}$/);
  });

  it('are kept per user: another administrator starts from their own account', async () => {
    const { headers } = await registerAdmin(api.test.app, 'second-admin');
    await api.post('/api/account-setting/general', { ...GENERAL, fullName: 'Somebody Else' });
    const theirs = (await api.test.app.inject({ method: 'GET', url: '/api/account-setting/data', headers })).json();
    expect(theirs.general).toMatchObject({ username: 'second-admin', fullName: 'second-admin' });
  });
});

describe('demo account settings: each tab saves', () => {
  it('general: saved, trimmed, and unknown keys never stored', async () => {
    const res = await api.post('/api/account-setting/general', { ...GENERAL, fullName: '  Grace A. Achieng ', role: 'owner', avatar: 'javascript:alert(1)' });
    expect(res.statusCode, res.body).toBe(200);
    const data = await settings();
    expect(data.general).toEqual({ ...GENERAL, avatar: null });
    expect(JSON.stringify(data)).not.toContain('owner');
  });

  it('general: hostile input is refused and nothing changes', async () => {
    await expectRefused('/api/account-setting/general', [
      { ...GENERAL, username: 'a' },
      { ...GENERAL, username: 'has space' },
      { ...GENERAL, username: 'x'.repeat(31) },
      { ...GENERAL, fullName: '' },
      { ...GENERAL, fullName: 'Nul\u0000byte' },
      { ...GENERAL, fullName: 'Bell\u0007' },
      { ...GENERAL, fullName: 'Lone \ud800 surrogate' },
      { ...GENERAL, fullName: HUGE },
      { ...GENERAL, email: 'not-an-address' },
      { ...GENERAL, email: 5 },
      { ...GENERAL, company: 'Line\nbreak' },
      { username: 'only' },
      [],
    ]);
    await expectRefused('/api/account-setting/general', [{ ...GENERAL, fullName: '   ' }], 'fullName');
  });

  it('general: text with emoji and markup is kept as typed', async () => {
    const res = await api.post('/api/account-setting/general', { ...GENERAL, fullName: 'Grace 👩🏾‍⚕️ <b>A</b>' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settings()).general.fullName).toBe('Grace 👩🏾‍⚕️ <b>A</b>');
  });

  it('information: saved, and an absent optional field is emptied', async () => {
    expect((await api.post('/api/account-setting/info', INFO)).statusCode).toBe(200);
    expect((await settings()).info).toEqual(INFO);
    expect((await api.post('/api/account-setting/info', { country: 'PT' })).statusCode).toBe(200);
    expect((await settings()).info).toEqual({ bio: '', dob: null, country: 'PT', website: '', phone: '' });
  });

  it('information: impossible dates, unknown countries, other links and bad phones are refused', async () => {
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    await expectRefused('/api/account-setting/info', [{ dob: future }, { dob: '1899-12-31' }], 'dob', 'invalid_date');
    await expectRefused('/api/account-setting/info', [{ dob: '2023-02-30' }, { dob: '12/04/1987' }, { dob: '' }], 'dob');
    await expectRefused('/api/account-setting/info', [{ country: 'ZZ' }, { country: 'XK' }], 'country', 'unknown_country');
    await expectRefused('/api/account-setting/info', [{ country: 'pt' }, { country: 'PRT' }], 'country');
    await expectRefused('/api/account-setting/info', [{ website: 'javascript:alert(1)' }, { website: 'ftp://files.example.org' }], 'website');
    await expectRefused('/api/account-setting/info', [{ phone: 'call me' }, { phone: '+1' }, { bio: 'x'.repeat(501) }, { bio: 'nul\u0000' }]);
  });

  it('social links: saved; only http and https addresses', async () => {
    const links = { twitter: 'https://x.com/grace', linkedIn: 'https://www.linkedin.com/in/grace' };
    expect((await api.post('/api/account-setting/social', links)).statusCode).toBe(200);
    expect((await settings()).social.socialLinks).toEqual({ twitter: links.twitter, facebook: '', google: '', linkedIn: links.linkedIn, instagram: '', quora: '' });
    await expectRefused('/api/account-setting/social', [{ facebook: 'javascript:alert(document.cookie)' }, { google: 'data:text/html,hi' }], undefined);
    const res = await api.post('/api/account-setting/social', { quora: 'ftp://example.org' });
    expect(res.json()).toMatchObject({ code: 'invalid_url', field: 'quora' });
  });

  it('connections: connect and disconnect one service; unknown services are refused', async () => {
    const connected = (await api.post('/api/account-setting/connections/github', { connected: true })).json();
    expect(connected.social.connections.github).toMatchObject({ connected: true, id: GENERAL.username });
    const off = (await api.post('/api/account-setting/connections/twitter', { connected: false })).json();
    expect(off.social.connections.twitter).toEqual({ connected: false, id: null, profileImg: null });
    expectError(await api.post('/api/account-setting/connections/myspace', { connected: true }), 400);
    expectError(await api.post('/api/account-setting/connections/__proto__', { connected: true }), 400);
    expectError(await api.post('/api/account-setting/connections/github', { connected: 'yes' }), 400);
  });

  it('notifications: the six switches are saved; a missing or non-boolean switch is refused', async () => {
    const all = { commentOnArticle: false, answerOnForm: false, followMe: true, newAnnouncements: true, productUpdates: false, blogDigest: true };
    expect((await api.post('/api/account-setting/notification', { ...all, marketing: true })).statusCode).toBe(200);
    expect((await settings()).notification).toEqual(all);
    await expectRefused('/api/account-setting/notification', [{ ...all, followMe: 'true' }, { ...all, blogDigest: 1 }, { followMe: true }]);
  });
});

describe('demo account settings: the picture', () => {
  it('a PNG or JPEG (by content) becomes the picture; removing it shows initials', async () => {
    const png = await uploadAvatar({ filename: 'me.png', content: FILES.png(), contentType: 'image/png' });
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().general.avatar).toMatch(/^data:image\/png;base64,/);
    const jpeg = await uploadAvatar({ filename: 'me.bin', content: FILES.jpeg() });
    expect(jpeg.json().general.avatar).toMatch(/^data:image\/jpeg;base64,/);
    const removed = await api.del('/api/account-setting/avatar');
    expect(removed.json().general.avatar).toBeNull();
  });

  it('refuses anything else and keeps the current picture', async () => {
    await uploadAvatar({ filename: 'me.png', content: FILES.png() });
    const before = (await settings()).general.avatar;
    expectError(await uploadAvatar({ filename: 'me.png', content: FILES.exe(), contentType: 'image/png' }), 415);
    expectError(await uploadAvatar({ filename: 'me.png', content: Buffer.from('<svg onload="alert(1)"/>'), contentType: 'image/svg+xml' }), 415);
    expectError(await uploadAvatar({ filename: 'big.png', content: Buffer.concat([FILES.png(), Buffer.alloc(900 * 1024)]) }), 413);
    expectError(await uploadAvatar(undefined), 400);
    expectError(await api.post('/api/account-setting/avatar', { file: 'data:image/png;base64,AAAA' }), 415);
    expect((await settings()).general.avatar).toBe(before);
  });
});

describe("demo account settings: the page's password", () => {
  const change = (currentPassword: unknown, newPassword: unknown) => api.post('/api/account-setting/password', { currentPassword, newPassword });

  it('refuses a wrong current password and a weak new one, naming the field', async () => {
    const wrong = await change('not-the-password', 'a-new secret');
    expectError(wrong, 400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'currentPassword' });
    for (const weak of ['short1!', 'ALLUPPERCASE1', 'lowercaseonly']) {
      const res = await change('admin', weak);
      expectError(res, 400);
      expect(res.json().field, weak).toBe('newPassword');
    }
    await expectRefused('/api/account-setting/password', [{ currentPassword: '', newPassword: 'a-new secret' }, { currentPassword: 'admin', newPassword: 'x\u0000yyyyyyy1' }, { currentPassword: 'admin' }]);
    expect((await settings()).password.changedAt).toBeNull();
  });

  it('changes it (the current one starts as the sign-in password), and sign-in is not affected', async () => {
    const res = await change('admin', 'a-new secret');
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().password.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await change('admin', 'another one-2')).json().code).toBe('wrong_password');
    expect((await change('a-new secret', 'back-to admin1')).statusCode).toBe(200);
    expect((await api.test.login('admin@demo.com', 'admin')).statusCode).toBe(200);
  });

  it('one change at a time: a second one while the first is under way is a 409', async () => {
    const [a, b] = await Promise.all([change('back-to admin1', 'first-change 1'), change('back-to admin1', 'second-change 2')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expectError(a.statusCode === 409 ? a : b, 409);
  });

  it('wrong current passwords are limited like failed sign-ins: after the free ones the next waits (429), even with the right one', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await change(`guess-${i}`, 'a-new secret')).statusCode);
    expect(answers).toEqual([400, 400, 400, 429]);
    const waiting = await change('first-change 1', 'a-new secret');
    expectError(waiting, 429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('demo account settings: access', () => {
  it('every operation needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'GET', '/api/account-setting/data');
    await expectGuarded(api, 'POST', '/api/account-setting/general', GENERAL);
    await expectGuarded(api, 'POST', '/api/account-setting/info', INFO);
    await expectGuarded(api, 'POST', '/api/account-setting/social', {});
    await expectGuarded(api, 'POST', '/api/account-setting/connections/github', { connected: true });
    await expectGuarded(api, 'POST', '/api/account-setting/notification', {});
    await expectGuarded(api, 'POST', '/api/account-setting/password', { currentPassword: 'admin', newPassword: 'a-new secret' });
    await expectGuarded(api, 'POST', '/api/account-setting/avatar', {});
    await expectGuarded(api, 'DELETE', '/api/account-setting/avatar');
  });
});
