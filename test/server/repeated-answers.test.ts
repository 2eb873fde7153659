import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { MAX_REPEATED_ANSWERS, REPEAT_FOR_MS, RepeatedAnswers } from '../../server/plugins/repeated-answers.js';
import { registerApplicant } from './careers-helpers.js';
import { startDemoApi, type DemoApi } from './demo-helpers.js';

/**
 * The demo reads repeat their last answer to the same caller for the same URL (plugins/repeated-answers.ts):
 * what a client must never notice is an answer older than a write, someone else's answer, or an
 * answer given past the access check.
 */
let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

const USERS = '/api/apps/user/users?q=Repeated&perPage=100';

describe('a repeated demo read', () => {
  it('shows a write at the next request: created, changed, then deleted', async () => {
    const before = (await api.get(USERS)).json();
    expect((await api.get(USERS)).json()).toEqual(before);
    const created = await api.post('/api/apps/user/users', {
      user: { fullName: 'Repeated Reader', username: 'repeated.reader', email: 'repeated.reader@example.org', role: 'editor', currentPlan: 'team', company: 'Hospital', country: 'Kenya', contact: '+254 700 000000' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().user.id as number;
    const afterCreate = (await api.get(USERS)).json();
    expect(afterCreate.total).toBe(before.total + 1);
    expect(afterCreate.users.map((u: { id: number }) => u.id)).toContain(id);

    const renamed = await api.post(`/api/apps/user/users/${id}`, { user: { fullName: 'Repeated Renamed' } });
    expect(renamed.statusCode).toBe(200);
    expect((await api.get(USERS)).json().users.find((u: { id: number }) => u.id === id).fullName).toBe('Repeated Renamed');

    expect((await api.del(`/api/apps/user/users/${id}`)).statusCode).toBeLessThan(300);
    expect((await api.get(USERS)).json()).toEqual(before);
  });

  it('shows what a GET that changes data did: opening a chat marks it seen in the next overview', async () => {
    const overview = async () => (await api.get('/api/apps/chat/chats-and-contacts')).json() as { chatsContacts: { id: number; chat: { unseenMsgs: number } }[] };
    const unseen = (await overview()).chatsContacts.find((c) => c.chat.unseenMsgs > 0);
    expect(unseen).toBeDefined();
    expect((await overview()).chatsContacts.find((c) => c.id === unseen!.id)!.chat.unseenMsgs).toBe(unseen!.chat.unseenMsgs);
    expect((await api.get(`/api/apps/chat/chats/${unseen!.id}`)).statusCode).toBe(200);
    expect((await overview()).chatsContacts.find((c) => c.id === unseen!.id)!.chat.unseenMsgs).toBe(0);
  });

  it("is never someone else's: each administrator sees their own cart", async () => {
    const other = await registerApplicant(api.test.app, 'repeated.admin');
    await api.test.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.id));
    api.test.app.accountState.invalidate(other.id);
    const cartOf = async (headers: Record<string, string>) => (await api.test.app.inject({ url: '/api/apps/ecommerce/cart', headers })).json() as { products: { id: number }[] };
    const admin = { authorization: `Bearer ${await api.test.token('admin')}` };

    const inCart = async (headers: Record<string, string>) => (await cartOf(headers)).products.map((p) => p.id);
    const otherBefore = await inCart(other.headers);
    const adminBefore = await inCart(admin);
    const products = (await api.get('/api/apps/ecommerce/products?perPage=50')).json().products as { id: number }[];
    const added = products.find((p) => !otherBefore.includes(p.id) && !adminBefore.includes(p.id))!.id;
    expect((await api.post('/api/apps/ecommerce/cart', { productId: added, quantity: 1 })).statusCode).toBe(201);
    expect(await inCart(admin)).toContain(added);
    expect(await inCart(admin)).toContain(added);
    expect(await inCart(other.headers)).toEqual(otherBefore);
    expect(await inCart(other.headers)).toEqual(otherBefore);
    expect(await inCart(admin)).toContain(added);
  });

  it('still checks the access token on every request: no token, a revoked session and a role taken away are refused', async () => {
    const reader = await registerApplicant(api.test.app, 'repeated.reader2');
    await api.test.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, reader.id));
    api.test.app.accountState.invalidate(reader.id);
    const read = () => api.test.app.inject({ url: USERS, headers: reader.headers });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    expect((await api.test.app.inject({ url: USERS })).statusCode).toBe(401);
    await api.test.app.db.update(users).set({ role: 'client' }).where(eq(users.id, reader.id));
    api.test.app.accountState.invalidate(reader.id);
    expect((await read()).statusCode).toBe(403);
    await api.test.app.db.update(users).set({ role: 'admin', tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, reader.id));
    api.test.app.accountState.invalidate(reader.id);
    expect((await read()).statusCode).toBe(401);
  });

  it('is not a CSV download: the export keeps its own headers every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await api.get('/api/apps/user/users/export.csv?role=editor');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-/);
    }
  });

  it('keeps the no-store header of a private answer', async () => {
    await api.get(USERS);
    expect((await api.get(USERS)).headers['cache-control']).toBe('no-store');
  });
});

describe('RepeatedAnswers', () => {
  it('keeps nothing computed before a write that started or ended since', () => {
    const answers = new RepeatedAnswers();
    const version = answers.current();
    answers.invalidate();
    answers.set('k', version, 'application/json', '{"old":true}');
    expect(answers.get('k')).toBeUndefined();
    answers.set('k', answers.current(), 'application/json', '{"new":true}');
    expect(answers.get('k')?.payload).toBe('{"new":true}');
    answers.invalidate();
    expect(answers.get('k')).toBeUndefined();
  });

  it('repeats an answer for a second at most', () => {
    let now = 1_000;
    const answers = new RepeatedAnswers(() => now);
    answers.set('k', answers.current(), 'application/json', '{}');
    now += REPEAT_FOR_MS - 1;
    expect(answers.get('k')).toBeDefined();
    now += 1;
    expect(answers.get('k')).toBeUndefined();
  });

  it('holds a bounded number of answers, the oldest leaving first', () => {
    const answers = new RepeatedAnswers();
    for (let i = 0; i <= MAX_REPEATED_ANSWERS; i++) answers.set(`k${i}`, answers.current(), 'application/json', `${i}`);
    expect(answers.size).toBe(MAX_REPEATED_ANSWERS);
    expect(answers.get('k0')).toBeUndefined();
    expect(answers.get('k1')?.payload).toBe('1');
    expect(answers.get(`k${MAX_REPEATED_ANSWERS}`)?.payload).toBe(`${MAX_REPEATED_ANSWERS}`);
  });
});
