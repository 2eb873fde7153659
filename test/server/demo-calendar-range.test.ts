import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

/** The calendar's range query (the visible weeks only) and what the calendar API stores from hostile input. */
interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  url: string;
  extendedProps: { calendar: string; description?: string; guests?: string[] };
}

const URL = '/api/apps/calendar/events';
const DAY = 86_400_000;
let api: DemoApi;
const list = async (query = '') => {
  const res = await api.get(`${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CalendarEvent[];
};
const overlaps = (e: CalendarEvent, from: number, to: number) => Date.parse(e.start) < to && Date.parse(e.end) > from;
const monthStart = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
};
const iso = (ms: number) => new Date(ms).toISOString();
const range = (from: number, to: number) => `start=${encodeURIComponent(iso(from))}&end=${encodeURIComponent(iso(to))}`;
const NEW_EVENT = { title: 'Range test', start: '2026-12-02T12:00:00.000Z', end: '2026-12-02T13:00:00.000Z', extendedProps: { calendar: 'Family' } };

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('events of a range', () => {
  it('answers only the events that overlap the range, soonest first', async () => {
    const all = await list();
    const from = monthStart() + 7 * DAY;
    const to = from + 7 * DAY;
    const week = await list(`?${range(from, to)}`);
    expect(week.length).toBeGreaterThan(0);
    expect(week.length).toBeLessThan(all.length);
    expect(week.map((e) => e.id).sort()).toEqual(all.filter((e) => overlaps(e, from, to)).map((e) => e.id).sort());
    const starts = week.map((e) => Date.parse(e.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('counts an event that started before the range and is still running', async () => {
    const created = (await api.post(URL, { event: { ...NEW_EVENT, start: '2030-01-01T00:00:00.000Z', end: '2030-01-20T00:00:00.000Z', allDay: true } })).json().event;
    expect((await list('?start=2030-01-10&end=2030-01-11')).map((e) => e.id)).toEqual([created.id]);
    expect(await list('?start=2030-01-20&end=2030-01-21')).toEqual([]);
    expect(await list('?start=2029-12-01&end=2030-01-01')).toEqual([]);
  });

  it('takes days and moments with an offset, and combines the range with the calendars', async () => {
    const from = monthStart();
    const to = from + 42 * DAY;
    const inRange = await list(`?${range(from, to)}`);
    const day = (ms: number) => iso(ms).slice(0, 10);
    expect(await list(`?start=${day(from)}&end=${day(to)}`)).toEqual(inRange);
    const shifted = (ms: number) => encodeURIComponent(iso(ms + 3_600_000).replace('.000Z', '+01:00'));
    expect(await list(`?start=${shifted(from)}&end=${shifted(to)}`)).toEqual(inRange);
    const business = await list(`?calendars=Business&${range(from, to)}`);
    expect(business.length).toBeGreaterThan(0);
    expect(business).toEqual(inRange.filter((e) => e.extendedProps.calendar === 'Business'));
    expect(await list(`?calendars=&${range(from, to)}`)).toEqual([]);
  });

  it('refuses an incomplete, reversed, too long or malformed range with 400 and its code', async () => {
    const cases: [string, string][] = [
      ['?start=2026-12-01', 'range_incomplete'],
      ['?end=2026-12-01', 'range_incomplete'],
      ['?start=2026-12-10&end=2026-12-01', 'range_reversed'],
      ['?start=2026-01-01&end=2026-06-01', 'range_too_long'],
      ['?start=2026-01-01&end=2030-01-01', 'range_too_long'],
    ];
    for (const [query, code] of cases) {
      const res = await api.get(`${URL}${query}`);
      expectError(res, 400);
      expect(res.json().code, query).toBe(code);
    }
    await expectEach(
      [
        '?start=tomorrow&end=2026-12-01',
        '?start=2026-02-30&end=2026-03-02',
        '?start=2026-12-01T00:00:00&end=2026-12-02T00:00:00',
        '?start=1764547200000&end=1764633600000',
        `?start=${HUGE}&end=2026-12-01`,
        '?start=2026-12-01%00&end=2026-12-02',
        '?start=-002026-12-01&end=2026-12-02',
      ].map((q) => api.get(`${URL}${q}`)),
      400,
    );
  });

  it('accepts a range of exactly the longest span and an empty one', async () => {
    await list('?start=2026-01-01T00:00:00Z&end=2026-04-03T00:00:00Z');
    expect(await list('?start=2026-12-01&end=2026-12-01')).toEqual([]);
  });
});

describe('what the calendar API stores', () => {
  const HOSTILE = '<p>Bring slides</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';

  it('sanitises a description when an event is added or changed', async () => {
    const created = (await api.post(URL, { event: { ...NEW_EVENT, extendedProps: { calendar: 'Family', description: HOSTILE } } })).json().event as CalendarEvent;
    const stored = (await list()).find((e) => e.id === created.id)!;
    for (const description of [created.extendedProps.description!, stored.extendedProps.description!]) {
      expect(description).toContain('<p>Bring slides</p>');
      expect(description).not.toMatch(/onerror|<script|javascript:/i);
    }
    const changed = (await api.post(`${URL}/${created.id}`, { event: { extendedProps: { description: `<em onmouseover="x()">hi</em>${HOSTILE}` } } })).json().event as CalendarEvent;
    expect(changed.extendedProps.description).toContain('<em>hi</em>');
    expect(changed.extendedProps.description).not.toMatch(/onmouseover|onerror|<script|javascript:/i);
    expect(changed.extendedProps.calendar).toBe('Family');
  });

  it('refuses hostile fields, changing nothing', async () => {
    const before = await list();
    const withProps = (props: object) => ({ event: { ...NEW_EVENT, extendedProps: { calendar: 'Family', ...props } } });
    await expectEach(
      [
        api.post(URL, { event: { ...NEW_EVENT, url: 'javascript:alert(1)' } }),
        api.post(URL, { event: { ...NEW_EVENT, url: 'data:text/html,<script>alert(1)</script>' } }),
        api.post(URL, { event: { ...NEW_EVENT, url: 'https://exa mple.com' } }),
        api.post(URL, { event: { ...NEW_EVENT, title: '  ' } }),
        api.post(URL, { event: { ...NEW_EVENT, title: 'lone \ud800' } }),
        api.post(URL, { event: { ...NEW_EVENT, title: 'nul \u0000' } }),
        api.post(URL, withProps({ guests: ['Ann', 'tab\there'] })),
        api.post(URL, withProps({ guests: Array.from({ length: 51 }, (_, i) => `Guest ${i}`) })),
        api.post(URL, withProps({ location: HUGE })),
        api.post(URL, withProps({ description: 'x'.repeat(10_001) })),
        api.post(URL, withProps({ description: 'lone \udfff' })),
        api.post(`${URL}/1`, { event: { url: 'javascript:alert(1)' } }),
        api.post(`${URL}/1`, { event: { start: '2026-12-02' } }),
        api.post(`${URL}/1`, { event: { extendedProps: { guests: 'Ann' } } }),
      ],
      400,
    );
    expect(await list()).toEqual(before);
  });

  it('stores http(s) links and never unknown keys', async () => {
    const res = await api.post(URL, { event: { ...NEW_EVENT, id: 1, color: 'red', url: 'https://example.com/agenda?x=1', extendedProps: { calendar: 'ETC', secret: 1 } } });
    expect(res.statusCode).toBe(201);
    const event = res.json().event;
    expect(event.url).toBe('https://example.com/agenda?x=1');
    expect(event).not.toHaveProperty('color');
    expect(event.extendedProps).not.toHaveProperty('secret');
    expect(event.id).not.toBe(1);
  });

  it('answers a refused change of order with its code', async () => {
    const res = await api.post(`${URL}/1`, { event: { end: '2000-01-01T00:00:00.000Z' } });
    expectError(res, 400);
    expect(res.json()).toMatchObject({ code: 'event_ends_before_start', field: 'event.end' });
  });
});
