import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  extendedProps: { calendar: string; location?: string };
}

const URL = '/api/apps/calendar/events';
let api: DemoApi;
const list = async (query = '') => (await api.get(`${URL}${query}`)).json() as CalendarEvent[];
const NEW_EVENT = { title: 'Team lunch', start: '2026-12-02T12:00:00.000Z', end: '2026-12-02T13:00:00.000Z', extendedProps: { calendar: 'Family' } };

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo calendar events', () => {
  it('seeds 10+ events in every calendar, all-day and timed, several in the current month', async () => {
    const events = await list();
    expect(events.length).toBeGreaterThanOrEqual(10);
    expect(new Set(events.map((e) => e.extendedProps.calendar))).toEqual(new Set(['Business', 'Holiday', 'Personal', 'Family', 'ETC']));
    expect(events.some((e) => e.allDay) && events.some((e) => !e.allDay)).toBe(true);
    const month = new Date().toISOString().slice(0, 7);
    expect(events.filter((e) => e.start.startsWith(month)).length).toBeGreaterThanOrEqual(10);
  });

  it('filters by calendars: absent → all, empty → none, a list → those', async () => {
    const all = await list();
    expect(await list('?calendars=')).toEqual([]);
    const some = await list('?calendars=Business,Holiday');
    expect(some.length).toBe(all.filter((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar)).length);
    expect(some.every((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar))).toBe(true);
  });

  it('refuses unknown calendar names and huge values with 400', async () => {
    await expectEach(['?calendars=Work', '?calendars=Business,', `?calendars=${HUGE}`].map((q) => api.get(`${URL}${q}`)), 400);
  });

  it('creates with the next id, updates by URL id, merges extendedProps, deletes', async () => {
    const maxId = Math.max(...(await list()).map((e) => e.id));
    const created = await api.post(URL, { event: { ...NEW_EVENT, id: 1 } });
    expect(created.statusCode).toBe(201);
    expect(created.json().event).toMatchObject({ ...NEW_EVENT, id: maxId + 1, allDay: false, url: '' });
    const id = maxId + 1;
    const updated = await api.post(`${URL}/${id}`, { event: { id: 1, title: 'Team lunch (moved)', extendedProps: { location: 'Canteen' } } });
    expect(updated.json().event).toMatchObject({ id, title: 'Team lunch (moved)', extendedProps: { calendar: 'Family', location: 'Canteen' } });
    expect((await list()).find((e) => e.id === 1)!.title).not.toBe('Team lunch (moved)');
    expect((await api.del(`${URL}/${id}`)).statusCode).toBe(200);
    expect((await list()).map((e) => e.id)).not.toContain(id);
    expectError(await api.del(`${URL}/${id}`), 404);
  });

  it('refuses bad events and unknown ids, changing nothing', async () => {
    const before = await list();
    await expectEach(
      [
        api.post(URL, { event: { ...NEW_EVENT, title: '' } }),
        api.post(URL, { event: { ...NEW_EVENT, title: HUGE } }),
        api.post(URL, { event: { ...NEW_EVENT, start: 'next monday' } }),
        api.post(URL, { event: { ...NEW_EVENT, end: '2026-12-01T00:00:00.000Z' } }),
        api.post(URL, { event: { ...NEW_EVENT, extendedProps: { calendar: 'Work' } } }),
        api.post(URL, { event: { ...NEW_EVENT, allDay: 'yes' } }),
        api.post(URL, {}),
        api.post(`${URL}/1`, { event: { end: '2000-01-01T00:00:00.000Z' } }),
        api.post(`${URL}/1`, { event: { extendedProps: { calendar: 'Work' } } }),
        api.post(`${URL}/x`, { event: {} }),
        api.del(`${URL}/0`),
      ],
      400,
    );
    expectError(await api.post(`${URL}/999`, { event: { title: 'x' } }), 404);
    expect(await list()).toEqual(before);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'GET', URL);
    await expectGuarded(api, 'POST', URL, { event: NEW_EVENT });
    await expectGuarded(api, 'POST', `${URL}/1`, { event: { title: 'x' } });
    await expectGuarded(api, 'DELETE', `${URL}/1`);
  });
});
