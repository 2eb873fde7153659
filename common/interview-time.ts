/**
 * An interview time spelled out in a language and a time zone, with the zone's name and offset:
 * "Tuesday 10 March, 09:30 East Africa Time (UTC+3)". Used by the e-mails and the screens alike.
 */
export function spellInstant(instant: Date | string, language: string, timeZone: string): string {
  // A hospital's English is British: "Tuesday 10 March", not "Tuesday, March 10".
  const locale = language === 'en' ? 'en-GB' : language;
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(at);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  const zoneName = zonePart(at, locale, timeZone, 'long');
  const offset = zonePart(at, 'en', timeZone, 'shortOffset').replace('GMT', 'UTC');
  return `${day}, ${time} ${zoneName} (${offset === 'UTC' ? 'UTC+0' : offset})`;
}

function zonePart(at: Date, locale: string, timeZone: string, style: 'long' | 'shortOffset'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** The calendar day of an instant in a zone (YYYY-MM-DD), to group slots by day. */
export const localDay = (instant: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(typeof instant === 'string' ? new Date(instant) : instant);
