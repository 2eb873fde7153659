import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiProblem } from '../../../lib/api-errors';
import type { Profile } from './model';
import { completeEmail, endBeforeStart as datesOutOfOrder, MAX_AGE, MIN_AGE, plausibleBirthDate, validPhone } from '../../../../../common/profile-rules';

/**
 * The checks the server makes on a save (server/modules/careers-profile), run in the browser first
 * so that a problem is shown next to its field instead of failing the autosave: a plausible date of
 * birth (16 to 100 years old), no end date before its start date, phone numbers of digits and
 * + ( ) . / - only. A field with a problem keeps its value on screen and is not saved until it is
 * corrected; every other change is (sendable.ts).
 */
export interface Problem {
  /** The id of the field (the error summary links to it). */
  field: string;
  /** Shown under the field. */
  message: MessageDescriptor;
  /** Shown in the error summary, saying which section and entry. */
  summary: MessageDescriptor;
}

export { plausibleBirthDate, yearsAgo } from '../../../../../common/profile-rules';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Text typed in a date field that is not a real date (the field keeps it; it is not saved). */
export const notADate = (date: string | null) => date !== null && !ISO_DATE.test(date);

/** An end before its start, both real dates (text that is not a date is reported as such). */
const endBeforeStart = (entry: { startDate: string | null; endDate: string | null }) => !notADate(entry.startDate) && !notADate(entry.endDate) && datesOutOfOrder(entry);

/** The summary lines of a dated entry's problems, naming the entry by its number in its section. */
const DATED_SUMMARIES = {
  education: (n: number) => ({
    notADate: msg`Education ${n}: enter a real date, in the format shown.`,
    endBeforeStart: msg`Education ${n}: the end date is before the start date.`,
  }),
  employment: (n: number) => ({
    notADate: msg`Employment ${n}: enter a real date, in the format shown.`,
    endBeforeStart: msg`Employment ${n}: the end date is before the start date.`,
  }),
};

/** A referee's address the server counts as complete (it does not refuse others on save); empty is not yet a problem. */
export const plausibleEmail = (email: string) => !email.trim() || completeEmail(email);

/** Field ids, shared by the fields and the checks. */
export const fieldId = {
  profile: (name: string) => `profile-${name}`,
  entry: (list: 'education' | 'employment' | 'referees', id: string, name: string) => `${list}-${id}-${name}`,
};

/** Every problem that stops a save, in the order of the page. */
export function profileProblems(profile: Profile, today: Date = new Date()): Problem[] {
  const problems: Problem[] = [];
  const dateMessage = msg`Enter a real date, in the format shown.`;
  if (notADate(profile.dateOfBirth)) {
    problems.push({ field: fieldId.profile('dateOfBirth'), message: dateMessage, summary: msg`Date of birth: enter a real date, in the format shown.` });
  } else if (!plausibleBirthDate(profile.dateOfBirth, today)) {
    const message = msg`Enter a date of birth that makes you between ${MIN_AGE} and ${MAX_AGE} years old.`;
    problems.push({ field: fieldId.profile('dateOfBirth'), message, summary: message });
  }
  if (!validPhone(profile.phone)) {
    const message = msg`Use only digits, spaces and + ( ) . / - in a phone number.`;
    problems.push({ field: fieldId.profile('phone'), message, summary: message });
  }
  if (notADate(profile.registration.expiryDate)) {
    problems.push({ field: fieldId.profile('registration-expiryDate'), message: dateMessage, summary: msg`Registration expiry date: enter a real date, in the format shown.` });
  }
  const endMessage = msg`The end date must not be before the start date.`;
  for (const section of ['education', 'employment'] as const) {
    profile[section].forEach((entry, i) => {
      const summary = DATED_SUMMARIES[section](i + 1);
      for (const part of ['startDate', 'endDate'] as const) {
        if (notADate(entry[part])) problems.push({ field: fieldId.entry(section, entry.id, part), message: dateMessage, summary: summary.notADate });
      }
      if (endBeforeStart(entry)) {
        problems.push({ field: fieldId.entry(section, entry.id, 'endDate'), message: endMessage, summary: summary.endBeforeStart });
      }
    });
  }
  profile.referees.forEach((referee, i) => {
    const n = i + 1;
    if (!validPhone(referee.phone)) {
      problems.push({
        field: fieldId.entry('referees', referee.id, 'phone'),
        message: msg`Use only digits, spaces and + ( ) . / - in a phone number.`,
        summary: msg`Referee ${n}: use only digits, spaces and + ( ) . / - in the phone number.`,
      });
    }
  });
  return problems;
}

/**
 * The server's refusal of a save, in the user's language, from the codes and fields of its
 * `problems` (server checkDates): a date of birth out of range, an end date before its start date
 * (`education.<n>.endDate`, `employment.<n>.endDate`). Null when none is one of these.
 */
export function serverDateMessages(problem: Pick<ApiProblem, 'code' | 'field' | 'problems'>): MessageDescriptor[] | null {
  const found: MessageDescriptor[] = [];
  for (const { code, field } of problem.problems ?? [{ code: problem.code, field: problem.field }]) {
    if (code === 'birth_date_implausible') found.push(msg`Enter a date of birth that makes you between ${MIN_AGE} and ${MAX_AGE} years old.`);
    const entry = code === 'end_before_start' ? /^(education|employment)\.(\d+)\.endDate$/.exec(field ?? '') : null;
    if (entry) {
      const n = Number(entry[2]) + 1;
      found.push(entry[1] === 'education' ? msg`Education ${n}: the end date is before the start date.` : msg`Employment ${n}: the end date is before the start date.`);
    }
  }
  return found.length ? found : null;
}
