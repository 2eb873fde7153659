import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface User {
  id: number;
  fullName: string;
  username: string;
  role: string;
  currentPlan: string;
  status: string;
  avatar: string | null;
}

const URL = '/api/apps/user/users';
let api: DemoApi;
const list = async (query: string) => (await api.get(`${URL}?${query}`)).json() as { users: User[]; total: number };

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo users list', () => {
  it('defaults: first 10 by id, total of all seeded users', async () => {
    const { users, total } = await list('');
    expect(total).toBeGreaterThanOrEqual(50);
    expect(users.map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('seeds every role, plan and status, and some users without an avatar', async () => {
    const { users } = await list('perPage=100');
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(['editor', 'author', 'maintainer', 'subscriber', 'admin']));
    expect(new Set(users.map((u) => u.currentPlan))).toEqual(new Set(['basic', 'company', 'team', 'enterprise']));
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(['active', 'inactive', 'pending']));
    expect(users.some((u) => u.avatar === null)).toBe(true);
  });

  it('filters by role and plan: only those users, with the right total', async () => {
    const all = (await list('perPage=100')).users;
    const expected = all.filter((u) => u.role === 'editor' && u.currentPlan === 'team');
    const { users, total } = await list('role=editor&plan=team');
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    expect(users.map((u) => u.id)).toEqual(expected.map((u) => u.id));
  });

  it('treats empty filters as no filter and matches status exactly', async () => {
    expect((await list('role=&plan=&status=')).total).toBe((await list('')).total);
    const { users } = await list('status=pending&perPage=100');
    expect(users.every((u) => u.status === 'pending')).toBe(true);
  });

  it('searches username or full name, case-insensitively', async () => {
    const someone = (await list('')).users[3]!;
    const needle = someone.fullName.split(' ')[1]!.toUpperCase();
    const { users } = await list(`q=${encodeURIComponent(needle)}&perPage=100`);
    expect(users.map((u) => u.id)).toContain(someone.id);
    expect(users.every((u) => `${u.username} ${u.fullName}`.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
  });

  it('sortDesc=true reverses the order', async () => {
    const asc = (await list('sortBy=fullName&perPage=100')).users.map((u) => u.id);
    const desc = (await list('sortBy=fullName&sortDesc=true&perPage=100')).users.map((u) => u.id);
    expect(desc).toEqual([...asc].reverse());
    expect((await list('sortDesc=true')).users[0]!.id).toBe((await list('')).total);
  });

  it('page 3 of 10 is items 21–30; past the end is empty with the real total', async () => {
    expect((await list('page=3&perPage=10')).users.map((u) => u.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    const past = await list('page=99');
    expect(past.users).toEqual([]);
    expect(past.total).toBe((await list('')).total);
  });

  it('refuses bad query values with 400, never a 500', async () => {
    await expectEach(
      ['perPage=0', 'perPage=101', 'page=0', 'page=1.5', 'page=abc', 'sortDesc=yes', 'sortBy=password', 'role=wizard', `q=${HUGE}`].map((q) =>
        api.get(`${URL}?${q}`),
      ),
      400,
    );
    expect((await api.get(`${URL}?unknown=1`)).statusCode).toBe(200);
  });
});

describe('demo user create and read', () => {
  const newUser = { fullName: 'Jane Cooper', username: 'jcooper', email: 'jane@example.com', role: 'author', currentPlan: 'team' };

  it('creates with the next id and status active', async () => {
    const before = (await list('')).total;
    const res = await api.post(URL, { user: { ...newUser, status: 'pending', id: 1 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ ...newUser, id: before + 1, status: 'active', company: '' });
    expect((await api.get(`${URL}/${before + 1}`)).json()).toMatchObject(newUser);
  });

  it('validates the new user and stores nothing when refused', async () => {
    const before = (await list('')).total;
    await expectEach(
      [
        { user: { ...newUser, email: 'not-an-email' } },
        { user: { ...newUser, role: 'wizard' } },
        { user: { ...newUser, currentPlan: 'gold' } },
        { user: { ...newUser, fullName: HUGE } },
        { user: { ...newUser, fullName: 42 } },
        { user: { fullName: 'No rest' } },
        {},
      ].map((body) => api.post(URL, body)),
      400,
    );
    expect((await list('')).total).toBe(before);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await api.get(`${URL}/9999`), 404);
    expectError(await api.get(`${URL}/abc`), 400);
    expectError(await api.get(`${URL}/0`), 400);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'GET', URL);
    await expectGuarded(api, 'GET', `${URL}/1`);
    await expectGuarded(api, 'POST', URL, { user: newUser });
  });
});
