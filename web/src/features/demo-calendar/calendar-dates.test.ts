import { describe, expect, it } from 'vitest';
import { addDays, fromFormRange, toApiRange, toFormRange } from './calendar-dates';

describe('calendar dates', () => {
  it('keeps an all-day event on its days: midnight UTC, exclusive end, shown inclusive', () => {
    const api = toApiRange(new Date(2026, 10, 6), new Date(2026, 10, 9), true);
    expect(api).toEqual({ start: '2026-11-06T00:00:00.000Z', end: '2026-11-09T00:00:00.000Z' });
    expect(toFormRange(api.start, api.end, true)).toEqual({ start: '2026-11-06', end: '2026-11-08' });
    expect(fromFormRange('2026-11-06', '2026-11-08', true)).toEqual(api);
  });

  it('gives an all-day event without an end one day', () => {
    expect(toApiRange(new Date(2026, 11, 31), null, true)).toEqual({ start: '2026-12-31T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' });
  });

  it('reads timed events in the local time zone and writes them as moments', () => {
    const api = fromFormRange('2026-11-05T09:00', '2026-11-05T10:30', false)!;
    expect(new Date(api.start).getHours()).toBe(9);
    expect(Date.parse(api.end) - Date.parse(api.start)).toBe(90 * 60_000);
    expect(toFormRange(api.start, api.end, false)).toEqual({ start: '2026-11-05T09:00', end: '2026-11-05T10:30' });
  });

  it('refuses empty or broken fields', () => {
    expect(fromFormRange('', '2026-11-05T10:30', false)).toBeNull();
    expect(fromFormRange('2026-11-05', 'soon', true)).toBeNull();
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
