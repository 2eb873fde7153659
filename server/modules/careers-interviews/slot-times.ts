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

const MINUTE = 60_000;

/** The zone's offset from UTC (minutes) at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/** The instant of `date` (YYYY-MM-DD) at `minutes` past midnight, wall-clock time in `timeZone`. */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  const first = wall - offsetMinutes(wall, timeZone) * MINUTE;
  return wall - offsetMinutes(first, timeZone) * MINUTE;
}

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
