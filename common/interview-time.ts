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
