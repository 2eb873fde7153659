import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../../common/interview-time.js';
import { planSlots } from './slot-times.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('slot times', () => {
  it('reads wall-clock times in the hospital zone (Nairobi, UTC+3, no summer time)', () => {
    expect(iso(zonedInstant('2027-03-09', 9 * 60 + 30, 'Africa/Nairobi'))).toBe('2027-03-09T06:30:00.000Z');
  });

  it('follows a summer-time change (Lisbon, last Sunday of March)', () => {
    expect(iso(zonedInstant('2027-03-27', 9 * 60, 'Europe/Lisbon'))).toBe('2027-03-27T09:00:00.000Z');
    expect(iso(zonedInstant('2027-03-29', 9 * 60, 'Europe/Lisbon'))).toBe('2027-03-29T08:00:00.000Z');
  });

  it('plans slots of length + buffer inside the day, on the chosen weekdays only', () => {
    const slots = planSlots({ from: '2027-03-05', to: '2027-03-08', dayStart: '09:00', dayEnd: '10:30', lengthMinutes: 30, bufferMinutes: 10 }, 'Africa/Nairobi', 100);
    // Friday 5 and Monday 8 (the weekend is left out): 09:00, 09:40 (10:20 would end after 10:30).
    expect(slots.map((s) => iso(s.startsAt))).toEqual(['2027-03-05T06:00:00.000Z', '2027-03-05T06:40:00.000Z', '2027-03-08T06:00:00.000Z', '2027-03-08T06:40:00.000Z']);
    expect(slots.every((s) => s.endsAt - s.startsAt === 30 * 60_000)).toBe(true);
  });

  it('stops one past the limit', () => {
    const slots = planSlots({ from: '2027-03-01', to: '2027-03-31', dayStart: '00:00', dayEnd: '23:59', lengthMinutes: 5, bufferMinutes: 0, weekdays: [1, 2, 3, 4, 5, 6, 7] }, 'UTC', 10);
    expect(slots).toHaveLength(11);
  });
});
