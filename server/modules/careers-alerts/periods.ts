import type { AlertFrequency } from '../../db/schema.js';

/** When the digests are due: the hospital's local date, hour and weekday, and the periods (claim keys) they make. */

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `now` in `timeZone`: `YYYY-MM-DD`, the hour (0–23) and the ISO weekday (1 Monday … 7 Sunday). */
export function localMoment(now: Date, timeZone: string): { date: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: WEEKDAYS.indexOf(parts.weekday!) + 1 };
}

export interface DigestSchedule {
  timeZone: string;
  /** The local hour the digests go at: from then on, the rest of the day catches up on anything not sent yet. */
  sendHour: number;
  /** The weekly digests' day (1 Monday … 7 Sunday). */
  weeklyDay: number;
}

/**
 * The periods due at `now`, by frequency: the local day for daily alerts (`d:2026-11-27`) from the
 * send hour on, and the same day for weekly ones on their weekday (`w:2026-11-23`). One claim per
 * alert and period: however often the task runs that day, an alert is sent once.
 */
export function duePeriods(now: Date, schedule: DigestSchedule): { frequency: AlertFrequency; period: string }[] {
  const local = localMoment(now, schedule.timeZone);
  if (local.hour < schedule.sendHour) return [];
  const due: { frequency: AlertFrequency; period: string }[] = [{ frequency: 'daily', period: `d:${local.date}` }];
  if (local.weekday === schedule.weeklyDay) due.push({ frequency: 'weekly', period: `w:${local.date}` });
  return due;
}
