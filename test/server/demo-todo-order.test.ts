import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

/** Restore, the manual order (reorder) and what the to-do API stores from hostile input. */
interface Task {
  id: number;
  title: string;
  description: string;
  tags: string[];
  isDeleted: boolean;
  assignee: { fullName: string; avatar: string | null } | null;
}

const URL = '/api/apps/todo/tasks';
let api: DemoApi;
const list = async (query = '') => (await api.get(`${URL}?${query}`)).json() as Task[];
const ids = async (query = '') => (await list(query)).map((t) => t.id);
const everything = async () => [...(await list()), ...(await list('filter=deleted'))].sort((a, b) => a.id - b.id);
const create = async (task: object) => {
  const res = await api.post(URL, { task });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().task as Task;
};

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('restoring a deleted task', () => {
  it('brings it back to the list and out of Deleted', async () => {
    const task = await create({ title: 'Restore me' });
    await api.del(`${URL}/${task.id}`);
    expect(await ids('filter=deleted')).toContain(task.id);
    const res = await api.post(`${URL}/${task.id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toMatchObject({ id: task.id, isDeleted: false, title: 'Restore me' });
    expect(await ids()).toContain(task.id);
    expect(await ids('filter=deleted')).not.toContain(task.id);
  });

  it('leaves a task that is not deleted as it is, and refuses unknown or malformed ids', async () => {
    const before = await everything();
    const res = await api.post(`${URL}/1/restore`);
    expect(res.statusCode).toBe(200);
    expect(await everything()).toEqual(before.map((t) => (t.id === 1 ? { ...t, isDeleted: false } : t)));
    expectError(await api.post(`${URL}/999/restore`), 404);
    await expectEach([api.post(`${URL}/0/restore`), api.post(`${URL}/abc/restore`), api.post(`${URL}/99999999999/restore`)], 400);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'POST', `${URL}/1/restore`);
  });
});

describe('the manual order', () => {
  it('is the default order, newest first until someone rearranges it', async () => {
    const order = await ids();
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(await ids('sortBy=manual')).toEqual(order);
  });

  it('saves a new order: the listed tasks swap places, the others stay', async () => {
    const before = await ids();
    const [first, second, third] = before as [number, number, number];
    const res = await api.post(`${URL}/reorder`, { ids: [third, first] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Task[]).map((t) => t.id)).toEqual([third, first]);
    expect(await ids()).toEqual([third, second, first, ...before.slice(3)]);
  });

  it('rearranges a filtered list on its own: tasks outside it keep their places', async () => {
    const before = await ids();
    const team = await ids('tag=team');
    expect(team.length).toBeGreaterThan(2);
    await api.post(`${URL}/reorder`, { ids: [...team].reverse() });
    expect(await ids('tag=team')).toEqual([...team].reverse());
    const after = await ids();
    before.forEach((id, place) => {
      if (!team.includes(id)) expect(after[place]).toBe(id);
    });
  });

  it('puts a new task on top, and other sorts keep the manual order among equals', async () => {
    const task = await create({ title: 'Newest on top', tags: ['team'] });
    expect((await ids())[0]).toBe(task.id);
    const other = await create({ title: 'Newest on top', tags: ['team'] });
    await api.post(`${URL}/reorder`, { ids: [task.id, other.id] });
    const sameTitle = (await list('sortBy=title-asc')).filter((t) => t.title === 'Newest on top').map((t) => t.id);
    expect(sameTitle).toEqual([task.id, other.id]);
  });

  it('refuses a bad list with 400 and an unknown id with 404, moving nothing', async () => {
    const before = await ids();
    await expectEach(
      [
        api.post(`${URL}/reorder`, { ids: [] }),
        api.post(`${URL}/reorder`, { ids: [1, 1] }),
        api.post(`${URL}/reorder`, { ids: ['one', 2] }),
        api.post(`${URL}/reorder`, { ids: [-1, 2] }),
        api.post(`${URL}/reorder`, { ids: [1.5, 2] }),
        api.post(`${URL}/reorder`, { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }),
        api.post(`${URL}/reorder`, { ids: '1,2' }),
        api.post(`${URL}/reorder`, {}),
      ],
      400,
    );
    expectError(await api.post(`${URL}/reorder`, { ids: [before[1], 999, before[0]] }), 404);
    expect(await ids()).toEqual(before);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'POST', `${URL}/reorder`, { ids: [1, 2] });
  });
});

describe('what the to-do API stores', () => {
  const HOSTILE = '<p>Agenda</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">link</a>';

  it('sanitises a description when a task is added or changed', async () => {
    const task = await create({ title: 'Hostile description', description: HOSTILE });
    for (const stored of [task.description, (await list('q=Hostile description'))[0]!.description]) {
      expect(stored).toContain('<p>Agenda</p>');
      expect(stored).not.toMatch(/onerror|<script|javascript:/i);
    }
    const changed = (await api.post(`${URL}/${task.id}`, { task: { description: `<b onclick="alert(1)">bold</b>${HOSTILE}` } })).json().task as Task;
    expect(changed.description).toContain('<b>bold</b>');
    expect(changed.description).not.toMatch(/onclick|onerror|<script|javascript:/i);
  });

  it('trims titles and never stores unknown keys', async () => {
    const task = await create({ title: '  Tidy title  ', position: 0, isDeleted: true, owner: 'x', assignee: { fullName: 'Ann Lee', avatar: null, email: 'a@b.c' } });
    expect(task.title).toBe('Tidy title');
    expect(task).not.toHaveProperty('position');
    expect(task).not.toHaveProperty('owner');
    expect(task.assignee).toEqual({ fullName: 'Ann Lee', avatar: null });
    expect(task.isDeleted).toBe(false);
  });

  it('refuses hostile text, changing nothing', async () => {
    const before = await everything();
    await expectEach(
      [
        api.post(URL, { task: { title: '   ' } }),
        api.post(URL, { task: { title: 'nul \u0000 inside' } }),
        api.post(URL, { task: { title: 'bell \u0007' } }),
        api.post(URL, { task: { title: 'two\nlines' } }),
        api.post(URL, { task: { title: 'lone \ud800 surrogate' } }),
        api.post(URL, { task: { title: 'ok', description: 'lone \udc00' } }),
        api.post(URL, { task: { title: 'ok', description: `nul \u0000` } }),
        api.post(URL, { task: { title: 'ok', assignee: { fullName: 'Ann', avatar: 'javascript:alert(1)' } } }),
        api.post(URL, { task: { title: 'ok', assignee: { fullName: 'Ann', avatar: '//evil.example/x.png' } } }),
        api.post(URL, { task: { title: 'ok', assignee: { fullName: HUGE, avatar: null } } }),
        api.post(URL, { task: { title: 'ok', tags: ['low', 'low'] } }),
        api.post(URL, { task: { title: 'ok', dueDate: '2026-02-30' } }),
        api.post(`${URL}/1`, { task: { title: '\ud83d' } }),
        api.post(`${URL}/1`, { task: { isDeleted: 'false' } }),
      ],
      400,
    );
    expect(await everything()).toEqual(before);
  });

  it('keeps emoji and accents (well-formed surrogate pairs)', async () => {
    const task = await create({ title: 'Café review 💻', assignee: { fullName: 'Zoë Ørsted', avatar: '/images/avatars/3.png' } });
    expect(task.title).toBe('Café review 💻');
    expect(task.assignee?.fullName).toBe('Zoë Ørsted');
  });
});
