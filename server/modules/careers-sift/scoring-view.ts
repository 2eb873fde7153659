import type { ApplicationRow } from './types.js';

/**
 * What a scorer receives of an application: an allow-list, built field by field from the frozen
 * snapshot, so that a field added to the profile later is withheld until someone adds it here.
 * Criteria answers (the supporting and personal statements), qualification types, positions held
 * with their duties and years, total years of experience and the registration body (not its
 * number). Never a name, e-mail, phone, address, date of birth, ID, nationality, referee,
 * institution, employer, document or date that would give the age away.
 */
interface SnapshotProfile {
  personalStatement?: string;
  registration?: { body?: string };
  education?: { qualification?: string; fieldOfStudy?: string }[];
  employment?: { position?: string; duties?: string; startDate?: string | null; endDate?: string | null }[];
}
interface Snapshot {
  applicant?: { fullName?: string };
  profile?: SnapshotProfile | null;
  form?: { coverLetter?: string; disabilityScheme?: boolean };
  documents?: { kind: string; name: string }[];
}

const DAY = 86_400_000;
const yearsBetween = (start: string | null | undefined, end: string | null | undefined, asOf: Date) => {
  const from = start ? Date.parse(start) : NaN;
  const to = end ? Date.parse(end) : asOf.getTime();
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return 0;
  return Math.round(((to - from) / (365.25 * DAY)) * 10) / 10;
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function allowListAnswers(row: ApplicationRow) {
  const snapshot = (row.snapshot ?? {}) as Snapshot;
  const profile = snapshot.profile ?? {};
  const asOf = row.submittedAt ?? row.createdAt;
  const experience = (profile.employment ?? []).map((e) => ({ position: str(e.position), years: yearsBetween(e.startDate, e.endDate, asOf), duties: str(e.duties) }));
  return {
    supportingStatement: str(snapshot.form?.coverLetter),
    personalStatement: str(profile.personalStatement),
    qualifications: (profile.education ?? []).map((e) => ({ qualification: str(e.qualification), fieldOfStudy: str(e.fieldOfStudy) })),
    experience,
    yearsOfExperience: Math.round(experience.reduce((sum, e) => sum + e.years, 0) * 10) / 10,
    registrationBody: str(profile.registration?.body),
  };
}

/** The identity part, for a job that is not name-blind or once revealed. */
export function identityOf(row: ApplicationRow) {
  const snapshot = (row.snapshot ?? {}) as Snapshot;
  return { fullName: str(snapshot.applicant?.fullName), documents: (snapshot.documents ?? []).map((d) => ({ kind: str(d.kind), name: str(d.name) })) };
}

/** Whether the applicant asked to be considered under the disability scheme (never shown to scorers). */
export const onDisabilityScheme = (snapshot: unknown) => (snapshot as Snapshot | null)?.form?.disabilityScheme === true;
