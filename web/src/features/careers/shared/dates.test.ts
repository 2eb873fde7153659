import { describe, expect, it } from 'vitest';
import { dayAsDate, daysUntil, formatDay, toDay } from './dates';

describe('daysUntil', () => {
  const today = new Date(2026, 10, 22, 23, 30); // 22 November 2026, late evening

  it('counts calendar days, whatever the hour', () => {
    expect(daysUntil('2026-11-22', today)).toBe(0);
    expect(daysUntil('2026-11-23', today)).toBe(1);
    expect(daysUntil('2026-11-25', new Date(2026, 10, 22, 0, 5))).toBe(3);
  });

  it('goes negative once the day has passed, across months and years', () => {
    expect(daysUntil('2026-11-21', today)).toBe(-1);
    expect(daysUntil('2027-01-01', today)).toBe(40);
  });

  it('is not fooled by a change to summer time', () => {
    expect(daysUntil('2026-04-01', new Date(2026, 2, 20, 12))).toBe(12);
  });

  it('refuses what is not a date', () => {
    expect(daysUntil('', today)).toBeNull();
    expect(daysUntil('25/11/2026', today)).toBeNull();
  });
});

describe('day helpers', () => {
  it('reads and writes local calendar days', () => {
    expect(toDay(dayAsDate('2026-03-09')!)).toBe('2026-03-09');
    expect(dayAsDate('nope')).toBeNull();
  });

  it('writes a day out in the reader’s language', () => {
    expect(formatDay('2026-11-25', 'en')).toBe('25 November 2026');
    expect(formatDay('2026-11-25', 'fr')).toBe('25 novembre 2026');
    expect(formatDay('2026-11-25', 'de')).toBe('25. November 2026');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
});
