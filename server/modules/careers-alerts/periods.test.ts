import { describe, expect, it } from 'vitest';
import { duePeriods, localMoment } from './periods.js';

const nairobi = { timeZone: 'Africa/Nairobi', sendHour: 7, weeklyDay: 1 };

describe('when the digests are due', () => {
  it('reads the hour and day in the hospital\'s time zone, not the server\'s', () => {
    // 2026-11-29 22:30 UTC is Monday 30 November, 01:30 in Nairobi (UTC+3).
    expect(localMoment(new Date('2026-11-29T22:30:00Z'), 'Africa/Nairobi')).toEqual({ date: '2026-11-30', hour: 1, weekday: 1 });
  });

  it('sends nothing before the local send hour, the daily digests from then on, the weekly ones on their day', () => {
    expect(duePeriods(new Date('2026-11-30T03:59:00Z'), nairobi)).toEqual([]);
    expect(duePeriods(new Date('2026-11-30T04:00:00Z'), nairobi)).toEqual([
      { frequency: 'daily', period: 'd:2026-11-30' },
      { frequency: 'weekly', period: 'w:2026-11-30' },
    ]);
    // Tuesday, late: the same day's daily period (claims stop a second send), no weekly one.
    expect(duePeriods(new Date('2026-12-01T20:00:00Z'), nairobi)).toEqual([{ frequency: 'daily', period: 'd:2026-12-01' }]);
  });
});
