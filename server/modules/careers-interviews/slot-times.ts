/**
 * Slot times: wall-clock times of the hospital's time zone turned into instants, with nothing but
 * `Intl` (the zone's offset is read at the instant, so a day that changes to or from summer time
 * gets the right instants).
 */

export interface SlotPlan {
  from: string;
  to: string;
  dayStart: string;
  dayEnd: string;
  lengthMinutes: number;
  bufferMinutes: number;
  weekdays?: number[];
}

import { zonedInstant } from '../../../common/interview-time.js';

const MINUTE = 60_000;

const clock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Every calendar date from `from` to `to`, both included (at most `limit`). */
function datesBetween(from: string, to: string, limit: number): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`) && dates.length < limit; t += 86_400_000) dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

/**
 * The slots of a plan: on each chosen weekday from `from` to `to`, from `dayStart`, one every
 * length + buffer, each ending by `dayEnd`. Instants (ms), in order; at most `limit` + 1 (so a caller
 * sees that the plan is too large).
 */
export function planSlots(plan: SlotPlan, timeZone: string, limit: number): { startsAt: number; endsAt: number }[] {
  const weekdays = new Set(plan.weekdays ?? [1, 2, 3, 4, 5]);
  const start = clock(plan.dayStart);
  const end = clock(plan.dayEnd);
  const slots: { startsAt: number; endsAt: number }[] = [];
  for (const date of datesBetween(plan.from, plan.to, 400)) {
    if (!weekdays.has(isoWeekday(date))) continue;
    for (let m = start; m + plan.lengthMinutes <= end; m += plan.lengthMinutes + plan.bufferMinutes) {
      const startsAt = zonedInstant(date, m, timeZone);
      slots.push({ startsAt, endsAt: startsAt + plan.lengthMinutes * MINUTE });
      if (slots.length > limit) return slots;
    }
  }
  return slots;
}
