import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.js';
import { refuse } from '../../lib/refusals.js';
import { completeEmail, endBeforeStart, MAX_AGE, MIN_AGE, plausibleBirthDate, PROFILE_LIMITS } from '../../../common/profile-rules.js';
import { findProfile, writeProfile } from './repo.js';
import type { ApplicantProfile, ApplicantProfileInput, ProfileAnswer, ProfileCompleteness, SaveProfileBody } from './schemas.js';

export const STALE_PROFILE_MESSAGE = 'Your details were changed in another tab or window. Reload to see the latest version.';

type Entry<K extends 'education' | 'employment' | 'referees'> = ApplicantProfile[K][number];

const newId = () => randomBytes(6).toString('base64url');
const text = (value: string | undefined) => value ?? '';

/** The whole document from what the client sent: missing fields empty, entries keyed. Text is kept as typed. */
export function normalizeProfile(input: ApplicantProfileInput): ApplicantProfile {
  const a = input.address ?? {};
  const r = input.registration ?? {};
  return {
    firstName: text(input.firstName),
    middleName: text(input.middleName),
    lastName: text(input.lastName),
    phone: text(input.phone),
    dateOfBirth: input.dateOfBirth ?? null,
    nationality: text(input.nationality),
    idType: input.idType ?? null,
    idNumber: text(input.idNumber),
    address: { line1: text(a.line1), line2: text(a.line2), city: text(a.city), region: text(a.region), postalCode: text(a.postalCode), country: text(a.country) },
    registration: { body: text(r.body), number: text(r.number), expiryDate: r.expiryDate ?? null },
    education: (input.education ?? []).map(
      (e): Entry<'education'> => ({
        id: e.id || newId(),
        institution: text(e.institution),
        qualification: text(e.qualification),
        fieldOfStudy: text(e.fieldOfStudy),
        startDate: e.startDate ?? null,
        endDate: e.endDate ?? null,
        grade: text(e.grade),
      }),
    ),
    employment: (input.employment ?? []).map(
      (e): Entry<'employment'> => ({
        id: e.id || newId(),
        employer: text(e.employer),
        position: text(e.position),
        startDate: e.startDate ?? null,
        endDate: e.endDate ?? null,
        duties: text(e.duties),
        reasonForLeaving: text(e.reasonForLeaving),
      }),
    ),
    referees: (input.referees ?? []).map(
      (e): Entry<'referees'> => ({
        id: e.id || newId(),
        name: text(e.name),
        position: text(e.position),
        organisation: text(e.organisation),
        relationship: text(e.relationship),
        email: text(e.email),
        phone: text(e.phone),
      }),
    ),
    personalStatement: text(input.personalStatement),
  };
}

/** Refuses dates that cannot be right: an implausible date of birth, an end before its start. */
export function checkDates(profile: ApplicantProfile): void {
  const problems: { code: 'birth_date_implausible' | 'end_before_start'; field: string; message: string }[] = [];
  if (!plausibleBirthDate(profile.dateOfBirth)) {
    problems.push({ code: 'birth_date_implausible', field: 'dateOfBirth', message: `The date of birth must make you between ${MIN_AGE} and ${MAX_AGE} years old.` });
  }
  const lists = [
    ['education', 'Education', profile.education],
    ['employment', 'Employment history', profile.employment],
  ] as const;
  for (const [list, label, entries] of lists) {
    entries.forEach((entry, i) => {
      if (endBeforeStart(entry)) {
        problems.push({ code: 'end_before_start', field: `${list}.${i}.endDate`, message: `${label}, entry ${i + 1}: the end date is before the start date.` });
      }
    });
  }
  const [first] = problems;
  if (first) {
    throw refuse(first.code, problems.map((p) => p.message).join(' '), { field: first.field, problems: problems.map(({ code, field }) => ({ code, field })) });
  }
}

const filled = (...values: (string | null)[]) => values.every((v) => v !== null && v.trim() !== '');

export function completenessOf(p: ApplicantProfile): ProfileCompleteness {
  const sections = {
    personal: filled(p.firstName, p.lastName, p.phone, p.dateOfBirth, p.nationality, p.idType, p.idNumber, p.address.line1, p.address.city, p.address.country),
    registration: filled(p.registration.body, p.registration.number, p.registration.expiryDate),
    education: p.education.some((e) => filled(e.institution, e.qualification, e.startDate)),
    employment: p.employment.some((e) => filled(e.employer, e.position, e.startDate)),
    referees: p.referees.filter((r) => filled(r.name, r.organisation) && completeEmail(r.email)).length >= PROFILE_LIMITS.referencesNeeded,
    personalStatement: p.personalStatement.trim().length >= PROFILE_LIMITS.statementComplete,
  };
  const done = Object.values(sections).filter(Boolean).length;
  return {
    ...sections,
    complete: sections.personal && sections.education && sections.referees && sections.personalStatement,
    percent: Math.round((done / 6) * 100),
  };
}

export const emptyProfile = (): ApplicantProfile => normalizeProfile({});

export async function readProfile(db: Database, userId: number): Promise<ProfileAnswer> {
  const row = await findProfile(db, userId);
  const profile = row ? normalizeProfile(row.data as ApplicantProfileInput) : emptyProfile();
  return { profile, completeness: completenessOf(profile), updatedAt: row ? row.updatedAt.toISOString() : null, version: row?.version ?? 0 };
}

/**
 * Saves the whole document (the autosave) after checking its dates, on top of `version`, the one
 * the client last read: one conditional statement (the first save inserts, a later one updates the
 * row only while it still has that version), so of two saves of one version exactly one wins and
 * the other gets 409; nothing is overwritten silently.
 */
export async function saveProfile(db: Database, userId: number, body: SaveProfileBody): Promise<ProfileAnswer> {
  const { version, ...input } = body;
  const profile = normalizeProfile(input);
  checkDates(profile);
  const row = await writeProfile(db, userId, version, profile);
  if (!row) throw refuse('version_conflict', STALE_PROFILE_MESSAGE);
  return { profile, completeness: completenessOf(profile), updatedAt: row.updatedAt.toISOString(), version: row.version };
}
