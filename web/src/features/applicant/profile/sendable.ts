import type { Prepared } from './autosave';
import type { Profile } from './model';
import { fieldId, notADate, profileProblems } from './rules';

type DatedList = 'education' | 'employment';
type Dated = { id: string; startDate: string | null; endDate: string | null };

/** `entry`'s dates as last saved (none for an entry never saved). */
function savedDates(saved: Dated[], id: string): Pick<Dated, 'startDate' | 'endDate'> {
  const before = saved.find((e) => e.id === id);
  return { startDate: before?.startDate ?? null, endDate: before?.endDate ?? null };
}

/**
 * An entry's dates with the wrong ones back at their saved values: a date that is not a real date
 * alone; both dates when they are real but out of order (either may be the one mistyped).
 */
function datesOf<E extends Dated>(entry: E, saved: Dated[], problemFields: Set<string>, list: DatedList): E {
  const wrongStart = problemFields.has(fieldId.entry(list, entry.id, 'startDate'));
  const wrongEnd = problemFields.has(fieldId.entry(list, entry.id, 'endDate'));
  if (!wrongStart && !wrongEnd) return entry;
  const before = savedDates(saved, entry.id);
  const outOfOrder = wrongEnd && !notADate(entry.endDate) && !notADate(entry.startDate);
  return {
    ...entry,
    startDate: wrongStart || outOfOrder ? before.startDate : entry.startDate,
    endDate: wrongEnd ? before.endDate : entry.endDate,
  };
}

/**
 * What autosave may send of the details on screen: every valid change, each field the checks refuse
 * (rules.ts) at its last saved value, so that one mistyped date never holds back the rest. `held`
 * says some fields stay on screen only; `send` is null when nothing differs from `saved`.
 */
export function sendableProfile(profile: Profile, saved: Profile, today: Date = new Date()): Prepared<Profile> {
  const problemFields = new Set(profileProblems(profile, today).map((p) => p.field));
  if (!problemFields.size) return { send: JSON.stringify(profile) === JSON.stringify(saved) ? null : profile, held: false };
  const wrong = (name: string) => problemFields.has(fieldId.profile(name));
  const savedPhones = new Map(saved.referees.map((r) => [r.id, r.phone]));
  const send: Profile = {
    ...profile,
    dateOfBirth: wrong('dateOfBirth') ? saved.dateOfBirth : profile.dateOfBirth,
    phone: wrong('phone') ? saved.phone : profile.phone,
    registration: wrong('registration-expiryDate') ? { ...profile.registration, expiryDate: saved.registration.expiryDate } : profile.registration,
    education: profile.education.map((e) => datesOf(e, saved.education, problemFields, 'education')),
    employment: profile.employment.map((e) => datesOf(e, saved.employment, problemFields, 'employment')),
    referees: profile.referees.map((r) => (problemFields.has(fieldId.entry('referees', r.id, 'phone')) ? { ...r, phone: savedPhones.get(r.id) ?? '' } : r)),
  };
  // A saved value the checks refuse today (a date of birth that aged out) is not sent back either.
  if (profileProblems(send, today).length) return { send: null, held: true };
  return { send: JSON.stringify(send) === JSON.stringify(saved) ? null : send, held: true };
}
