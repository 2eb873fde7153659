/**
 * An interview time spelled out in a language and a time zone, with the zone's name and offset:
 * "Tuesday 10 March, 09:30 East Africa Time (UTC+3)". Used by the e-mails and the screens alike;
 * the parts (day, time, zone) are there for the screens that group slots by day.
 */
type Instant = Date | string;

// A hospital's English is British: "Tuesday 10 March", not "Tuesday, March 10".
const localeOf = (language: string) => (language === 'en' ? 'en-GB' : language);
const dateOf = (instant: Instant) => (typeof instant === 'string' ? new Date(instant) : instant);

/** "Tuesday 10 March". */
export const spellDay = (instant: Instant, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(dateOf(instant));

/** "09:30". */
export const spellTime = (instant: Instant, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(dateOf(instant));

/** The zone's offset at that instant (daylight saving included): "UTC+3", "UTC+5:30", "UTC+0". */
export function zoneOffset(instant: Instant, timeZone: string): string {
  const offset = zonePart(dateOf(instant), 'en', timeZone, 'shortOffset').replace('GMT', 'UTC');
  return offset === 'UTC' ? 'UTC+0' : offset;
}

/** "East Africa Time (UTC+3)". */
export const spellZone = (instant: Instant, language: string, timeZone: string) => `${zonePart(dateOf(instant), localeOf(language), timeZone, 'long')} (${zoneOffset(instant, timeZone)})`;

export function spellInstant(instant: Instant, language: string, timeZone: string): string {
  return `${spellDay(instant, language, timeZone)}, ${spellTime(instant, language, timeZone)} ${spellZone(instant, language, timeZone)}`;
}

function zonePart(at: Date, locale: string, timeZone: string, style: 'long' | 'shortOffset'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** The calendar day of an instant in a zone (YYYY-MM-DD), to group slots by day. */
export const localDay = (instant: Instant, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(dateOf(instant));

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

