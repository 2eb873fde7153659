import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Task {
  id: number;
  title: string;
  dueDate: string;
  tags: string[];
  assignee: { fullName: string } | null;
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

const URL = '/api/apps/todo/tasks';
let api: DemoApi;
const list = async (query = '') => (await api.get(`${URL}?${query}`)).json() as Task[];
const everything = async () => [...(await list()), ...(await list('filter=deleted'))].sort((a, b) => a.id - b.id);

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo to-do list', () => {
  it('seeds at least 15 tasks covering every flag and tag', async () => {
    const tasks = await everything();
    expect(tasks.length).toBeGreaterThanOrEqual(15);
    for (const flag of ['isCompleted', 'isDeleted', 'isImportant'] as const) expect(tasks.some((t) => t[flag])).toBe(true);
    expect(new Set(tasks.flatMap((t) => t.tags))).toEqual(new Set(['team', 'low', 'medium', 'high', 'update']));
  });

  it('lists tasks not deleted, newest id first by default', async () => {
    const tasks = await list();
    expect(tasks.every((t) => !t.isDeleted)).toBe(true);
    expect(tasks.map((t) => t.id)).toEqual(tasks.map((t) => t.id).sort((a, b) => b - a));
  });

  it('filter=deleted shows only deleted tasks; important and completed leave them out', async () => {
    const tasks = await everything();
    expect((await list('filter=deleted')).map((t) => t.id).sort((a, b) => a - b)).toEqual(tasks.filter((t) => t.isDeleted).map((t) => t.id));
    const important = await list('filter=important');
    expect(important.length).toBeGreaterThan(0);
    expect(important.every((t) => t.isImportant && !t.isDeleted)).toBe(true);
    expect(important.length).toBe(tasks.filter((t) => t.isImportant && !t.isDeleted).length);
    const completed = await list('filter=completed');
    expect(completed.length).toBe(tasks.filter((t) => t.isCompleted && !t.isDeleted).length);
  });

  it('filters by tag and searches the title case-insensitively', async () => {
    expect((await list('tag=team')).every((t) => t.tags.includes('team') && !t.isDeleted)).toBe(true);
    const found = await list('q=INVOICE');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((t) => t.title.toLowerCase().includes('invoice'))).toBe(true);
  });

  it('sorts by title, assignee (unassigned last) and due date', async () => {
    const titles = (await list('sortBy=title-asc')).map((t) => t.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect((await list('sortBy=title-desc')).map((t) => t.title.toLowerCase())).toEqual([...titles].reverse());
    const byAssignee = await list('sortBy=assignee');
    const firstUnassigned = byAssignee.findIndex((t) => !t.assignee);
    expect(firstUnassigned).toBeGreaterThan(0);
    expect(byAssignee.slice(firstUnassigned).every((t) => !t.assignee)).toBe(true);
    const due = (await list('sortBy=due-date')).map((t) => t.dueDate);
    expect(due).toEqual([...due].sort());
  });

  it('refuses unknown filters, tags, sorts and huge searches with 400', async () => {
    await expectEach(['filter=all', 'tag=urgent', 'sortBy=id', `q=${HUGE}`].map((q) => api.get(`${URL}?${q}`)), 400);
  });
});

describe('demo to-do changes', () => {
  it('creates a task with the next id and defaults', async () => {
    const maxId = Math.max(...(await everything()).map((t) => t.id));
    const res = await api.post(URL, { task: { title: 'Write the demo API docs', tags: ['team'], id: 1, isDeleted: true } });
    expect(res.statusCode).toBe(201);
    expect(res.json().task).toMatchObject({ id: maxId + 1, title: 'Write the demo API docs', tags: ['team'], isDeleted: false, assignee: null });
  });

  it('merges an update into the task named by the URL, not the body', async () => {
    const res = await api.post(`${URL}/2`, { task: { isCompleted: true, title: 'Renamed', id: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toMatchObject({ id: 2, isCompleted: true, title: 'Renamed' });
    expect((await everything()).find((t) => t.id === 3)!.title).not.toBe('Renamed');
  });

  it('soft-deletes: the task moves to filter=deleted and is not removed', async () => {
    const res = await api.del(`${URL}/6`);
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toMatchObject({ id: 6, isDeleted: true });
    expect((await list()).map((t) => t.id)).not.toContain(6);
    expect((await list('filter=deleted')).map((t) => t.id)).toContain(6);
  });

  it('answers 404 for unknown ids and 400 for bad input, changing nothing', async () => {
    const before = await everything();
    expectError(await api.post(`${URL}/999`, { task: { title: 'x' } }), 404);
    expectError(await api.del(`${URL}/999`), 404);
    await expectEach(
      [
        api.post(URL, { task: { title: '' } }),
        api.post(URL, { task: { title: HUGE } }),
        api.post(URL, { task: { title: 'ok', tags: ['urgent'] } }),
        api.post(URL, { task: { title: 'ok', dueDate: 'tomorrow' } }),
        api.post(URL, { task: { title: 'ok', assignee: { avatar: null } } }),
        api.post(URL, {}),
        api.post(`${URL}/1`, { task: { isCompleted: 'yes' } }),
        api.post(`${URL}/1`, { task: { description: 'x'.repeat(20_000) } }),
        api.post(`${URL}/abc`, { task: { title: 'x' } }),
        api.del(`${URL}/-1`),
      ],
      400,
    );
    expect(await everything()).toEqual(before);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'GET', URL);
    await expectGuarded(api, 'POST', URL, { task: { title: 'x' } });
    await expectGuarded(api, 'POST', `${URL}/1`, { task: { title: 'x' } });
    await expectGuarded(api, 'DELETE', `${URL}/1`);
  });
});
