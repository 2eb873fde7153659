import { EMAIL_PATTERN } from './account-limits.js';

/**
 * The applicant details' rules, once: the server's schemas and checks
 * (server/modules/careers-profile) are built from them, and the profile form in the SPA
 * shows the same limits and runs the same checks before the autosave.
 */

/** Longest text of each field, in characters. */
export const PROFILE_LENGTHS = {
  personName: 100,
  phone: 40,
  nationality: 100,
  idNumber: 40,
  addressLine: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  country: 100,
  registrationBody: 200,
  registrationNumber: 60,
  /** Institution, qualification, field of study, employer, position; a referee's name, position, organisation, relationship. */
  entryText: 200,
  grade: 100,
  duties: 2000,
  reasonForLeaving: 300,
  email: 254,
  statement: 4000,
  entryId: 40,
} as const;

/** Most entries in each list, and what makes a section count as complete. */
export const PROFILE_LIMITS = { education: 20, employment: 30, referees: 5, referencesNeeded: 2, statementComplete: 50 } as const;

/** A date of birth must make the applicant this old, bounds included. */
export const MIN_AGE = 16;
export const MAX_AGE = 100;

/** Digits, spaces and + ( ) . / - only (the contract's pattern). */
export const PHONE_PATTERN = '^[0-9+()./ -]*$';
const PHONE = new RegExp(PHONE_PATTERN);
export const validPhone = (phone: string) => PHONE.test(phone);

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of the day `years` before `today`, in local time (the server's time zone on the server). */
export function yearsAgo(years: number, today: Date = new Date()): string {
  const day = new Date(today.getFullYear() - years, today.getMonth(), today.getDate(), 12);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** No date, or one that makes the applicant between MIN_AGE and MAX_AGE years old. */
export function plausibleBirthDate(date: string | null, today: Date = new Date()): boolean {
  return !date || (date <= yearsAgo(MIN_AGE, today) && date >= yearsAgo(MAX_AGE, today));
}

/** Both dates given and the end before the start (`YYYY-MM-DD` compare as text). */
export const endBeforeStart = (entry: { startDate: string | null; endDate: string | null }) => Boolean(entry.startDate && entry.endDate && entry.endDate < entry.startDate);

/** A referee's address counted as complete (not refused on save, so a half-typed one never blocks the autosave). */
export const completeEmail = (email: string) => EMAIL_PATTERN.test(email.trim());
