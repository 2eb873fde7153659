import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/app.js';
import { FILES, multipart, type FilePart } from './careers-helpers.js';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface UserDetail {
  id: number;
  fullName: string;
  username: string;
  email: string;
  role: string;
  currentPlan: string;
  status: string;
  company: string;
  avatar: string | null;
  information: Record<string, unknown>;
  social: Record<string, string>;
  activity: { at: string; kind: string; from?: string; to?: string }[];
}

const URL = '/api/apps/user/users';
let api: DemoApi;
let headers: Record<string, string>;
const detail = async (id: number) => (await api.get(`${URL}/${id}`)).json() as UserDetail;
const list = async (query: string) => (await api.get(`${URL}?${query}`)).json() as { users: UserDetail[]; total: number };
const newUser = (name: string) => ({ fullName: `Test ${name}`, username: name, email: `${name}@example.org`, role: 'author', currentPlan: 'team' });
const create = async (name: string) => (await api.post(URL, { user: newUser(name) })).json().user as UserDetail;
const uploadAvatar = (id: number | string, file?: FilePart) => {
  const body = multipart({}, file);
  return api.test.app.inject({ method: 'POST', url: `${URL}/${id}/avatar`, payload: body.payload, headers: { ...headers, ...body.headers } });
};

beforeAll(async () => {
  api = await startDemoApi();
  headers = bearer(await api.test.token('admin'));
});
afterAll(async () => api?.close());

describe('demo user update', () => {
  it('saves the Account, Information and Social fields, and the list shows the change', async () => {
    const user = await create('upd.one');
    const res = await api.post(`${URL}/${user.id}`, {
      user: {
        fullName: 'Renamed Person',
        role: 'maintainer',
        status: 'pending',
        information: { birthDate: '1990-04-12', city: 'Porto', contactOptions: ['email', 'phone'], website: 'https://example.org' },
        social: { github: 'https://github.com/renamed' },
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = await detail(user.id);
    expect(saved).toMatchObject({ fullName: 'Renamed Person', role: 'maintainer', status: 'pending', email: user.email, currentPlan: 'team' });
    expect(saved.information).toMatchObject({ birthDate: '1990-04-12', city: 'Porto', contactOptions: ['email', 'phone'], mobile: '' });
    expect(saved.social).toMatchObject({ github: 'https://github.com/renamed', twitter: '' });
    expect(saved.activity.map((a) => a.kind)).toEqual(expect.arrayContaining(['updated', 'role_changed', 'status_changed', 'created']));
    expect(saved.activity.find((a) => a.kind === 'role_changed')).toMatchObject({ from: 'author', to: 'maintainer' });
    const found = await list('q=Renamed%20Person');
    expect(found.users.map((u) => u.id)).toEqual([user.id]);
  });

  it('takes the id from the URL and never stores unknown keys', async () => {
    const user = await create('upd.two');
    const res = await api.post(`${URL}/${user.id}`, { user: { id: 1, fullName: 'Only Me', isAdmin: true, information: { secret: 'x' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect(res.json().user).not.toHaveProperty('isAdmin');
    expect(res.json().user.information).not.toHaveProperty('secret');
    expect((await detail(1)).fullName).not.toBe('Only Me');
  });

  it('keeps e-mail addresses and usernames one per user (409), without case', async () => {
    const a = await create('dup.a');
    const b = await create('dup.b');
    const taken = await api.post(`${URL}/${b.id}`, { user: { email: a.email.toUpperCase() } });
    expectError(taken, 409);
    expect(taken.json()).toMatchObject({ code: 'email_taken', field: 'user.email' });
    expect((await api.post(`${URL}/${b.id}`, { user: { username: 'DUP.A' } })).json()).toMatchObject({ code: 'username_taken' });
    expectError(await api.post(URL, { user: newUser('dup.a') }), 409);
    expect((await api.post(`${URL}/${a.id}`, { user: { email: a.email } })).statusCode).toBe(200);
    expect((await detail(b.id)).email).toBe(b.email);
  });

  it('refuses hostile changes with 400 and leaves the user as it was', async () => {
    const user = await create('upd.hostile');
    const before = await detail(user.id);
    const bodies = [
      { user: { role: 'root' } },
      { user: { currentPlan: 'gold' } },
      { user: { status: 'banned' } },
      { user: { email: 'not-an-email' } },
      { user: { fullName: '' } },
      { user: { fullName: HUGE } },
      { user: { fullName: 'nul\u0000byte' } },
      { user: { company: 'bell\u0007' } },
      { user: { fullName: 'half \ud800 pair' } },
      { user: { information: { birthDate: '2026-02-30' } } },
      { user: { information: { birthDate: 'yesterday' } } },
      { user: { information: { website: 'javascript:alert(1)' } } },
      { user: { information: { contactOptions: ['pigeon'] } } },
      { user: { information: { contactOptions: ['email', 'email'] } } },
      { user: { information: { language: 'Klingon' } } },
      { user: { social: { twitter: 'x'.repeat(201) } } },
      { user: 'everything' },
      {},
    ];
    await expectEach(bodies.map((body) => api.post(`${URL}/${user.id}`, body)), 400);
    expect((await api.post(`${URL}/${user.id}`, { user: { fullName: 'ok \ud83d\ude00' } })).statusCode).toBe(200);
    const after = await detail(user.id);
    expect({ ...after, fullName: before.fullName, activity: [] }).toEqual({ ...before, activity: [] });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await api.post(`${URL}/99999`, { user: { fullName: 'x' } }), 404);
    expectError(await api.post(`${URL}/abc`, { user: { fullName: 'x' } }), 400);
    expectError(await api.post(`${URL}/99999999999`, { user: { fullName: 'x' } }), 400);
  });
});

describe('demo user delete', () => {
  it('deletes once: then the user is gone from the list and the detail (404)', async () => {
    const user = await create('del.one');
    const res = await api.del(`${URL}/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expectError(await api.get(`${URL}/${user.id}`), 404);
    expectError(await api.del(`${URL}/${user.id}`), 404);
    expect((await list(`q=${user.username}`)).total).toBe(0);
  });

  it('two deletes at once: one succeeds, the other finds nothing', async () => {
    const user = await create('del.race');
    const answers = await Promise.all([api.del(`${URL}/${user.id}`), api.del(`${URL}/${user.id}`)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });
});

describe('demo user avatar', () => {
  it('stores a PNG or JPEG (by content) as a data URL, and removes it', async () => {
    const user = await create('pic.one');
    const png = await uploadAvatar(user.id, { filename: 'me.txt', content: FILES.png(), contentType: 'text/plain' });
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().user.avatar).toBe(`data:image/png;base64,${FILES.png().toString('base64')}`);
    expect((await list(`q=${user.username}`)).users[0]!.avatar).toMatch(/^data:image\/png;base64,/);
    const jpeg = await uploadAvatar(user.id, { filename: 'me.png', content: FILES.jpeg(), contentType: 'image/png' });
    expect(jpeg.json().user.avatar).toMatch(/^data:image\/jpeg;base64,/);
    const removed = await api.del(`${URL}/${user.id}/avatar`);
    expect(removed.json().user.avatar).toBeNull();
    expect((await detail(user.id)).activity.slice(0, 3).map((a) => a.kind)).toEqual(['avatar_removed', 'avatar_changed', 'avatar_changed']);
  });

  it('refuses what is not a picture (415), an empty upload (400), too large (413), unknown ids (404)', async () => {
    const user = await create('pic.bad');
    const exe = await uploadAvatar(user.id, { filename: 'me.png', content: FILES.exe(), contentType: 'image/png' });
    expectError(exe, 415);
    expect(exe.json().code).toBe('unsupported_image');
    expectError(await uploadAvatar(user.id, { filename: 'doc.pdf', content: FILES.pdf() }), 415);
    expectError(await uploadAvatar(user.id), 400);
    const big = Buffer.concat([FILES.png(), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    expectError(await uploadAvatar(user.id, { filename: 'big.png', content: big }), 413);
    expectError(await uploadAvatar(99999, { filename: 'me.png', content: FILES.png() }), 404);
    expectError(await uploadAvatar('abc', { filename: 'me.png', content: FILES.png() }), 400);
    const json = await api.post(`${URL}/${user.id}/avatar`, { file: 'x' });
    expectError(json, 415);
    expectError(await api.del(`${URL}/99999/avatar`), 404);
    expect((await detail(user.id)).avatar).toBeNull();
  });
});

describe('demo users CSV export', () => {
  const rows = (csv: string) => csv.replace(/^\ufeff/, '').trimEnd().split('\r\n');

  it('exports exactly what the filters select, over every page, in the list order', async () => {
    const query = 'role=editor&status=active&sortBy=fullName&sortDesc=true';
    const shown = (await list(`${query}&perPage=100`)).users;
    const res = await api.get(`${URL}/export.csv?${query}&page=2&perPage=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = rows(res.body);
    expect(header).toBe('ID,Full name,Username,E-mail,Role,Plan,Status,Company,Country,Contact');
    expect(shown.length).toBeGreaterThan(1);
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(shown.map((u) => u.id));
  });

  it('makes cells safe for spreadsheets: formulas are text, commas and quotes are quoted', async () => {
    const user = await create('csv.evil');
    await api.post(`${URL}/${user.id}`, { user: { fullName: '=HYPERLINK("http://evil","x")', company: '+1, "quoted"', country: '@SUM(A1)', contact: '-2' } });
    const csv = (await api.get(`${URL}/export.csv?q=csv.evil`)).body;
    expect(rows(csv)[1]).toBe(`${user.id},"'=HYPERLINK(""http://evil"",""x"")",csv.evil,csv.evil@example.org,author,team,active,"'+1, ""quoted""",'@SUM(A1),'-2`);
  });

  it('refuses bad filters (400) and needs the Demo ability', async () => {
    await expectEach(['role=wizard', 'sortBy=password', 'status=gone', `q=${HUGE}`].map((q) => api.get(`${URL}/export.csv?${q}`)), 400);
    await expectGuarded(api, 'GET', `${URL}/export.csv`);
  });
});

describe('demo user writes are guarded', () => {
  it('needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'POST', `${URL}/1`, { user: { fullName: 'x' } });
    await expectGuarded(api, 'DELETE', `${URL}/1`);
    await expectGuarded(api, 'DELETE', `${URL}/1/avatar`);
    for (const [token, status] of [[null, 401], [await api.test.token('client'), 403]] as const) {
      const body = multipart({}, { filename: 'me.png', content: FILES.png() });
      const res = await api.test.app.inject({ method: 'POST', url: `${URL}/1/avatar`, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
      expectError(res, status);
    }
    expect((await detail(1)).avatar).not.toMatch(/^data:/);
  });
});
