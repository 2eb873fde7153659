import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { applicationEvents, applications, jobs, jobTeam, staffProfiles, users } from '../../db/schema.js';
import type { ApplicationStatus } from '../../../common/application-status.js';
import type { TeamRole } from '../../../common/staff-access.js';
import { emptyProfile } from '../careers-profile/index.js';

/**
 * The demo's hiring: a few applicants with applications at every stage to the nursing jobs (and a
 * few other jobs, so that scoped staff see the difference), and the demo recruiting manager and
 * panel member on the hiring teams of three nursing jobs (and the first one's shortlisting panel:
 * panel and hr score, the manager leads). Runs once (when SEED_DEMO is on and the
 * demo applicants do not exist yet), after the demo jobs and staff accounts are seeded.
 */
const APPLICANTS = [
  { username: 'demo-applicant-1', fullName: 'Esther Achieng', phone: '+254 711 000 101', dateOfBirth: '1992-03-14', idNumber: '28811001' },
  { username: 'demo-applicant-2', fullName: 'Brian Odhiambo', phone: '+254 711 000 102', dateOfBirth: '1989-07-02', idNumber: '25522002' },
  { username: 'demo-applicant-3', fullName: 'Faith Chebet', phone: '+254 711 000 103', dateOfBirth: '1995-11-23', idNumber: '31133003' },
  { username: 'demo-applicant-4', fullName: 'Kevin Mwangi', phone: '+254 711 000 104', dateOfBirth: '1990-01-30', idNumber: '26644004' },
  { username: 'demo-applicant-5', fullName: 'Lucy Wambui', phone: '+254 711 000 105', dateOfBirth: '1993-05-09', idNumber: '29955005' },
  { username: 'demo-applicant-6', fullName: 'Samuel Kiprotich', phone: '+254 711 000 106', dateOfBirth: '1987-09-17', idNumber: '24466006' },
];

/** The statuses the applicants' applications are in, per job (applicant i gets STAGES[i]). */
const NURSING_STAGES: ApplicationStatus[] = ['shortlisted', 'interview', 'submitted', 'under_review', 'shortlisted', 'rejected'];
const OTHER_STAGES: ApplicationStatus[] = ['submitted', 'shortlisted', 'interview'];

/** Which of the nursing jobs (in id order) each demo staff member sits on, and as what. */
const TEAMS: { email: string; jobs: number[]; teamRole: TeamRole; makeDecisions: boolean }[] = [
  { email: 'manager@demo.com', jobs: [0, 1, 2], teamRole: 'recruiting_manager', makeDecisions: true },
  { email: 'panel@demo.com', jobs: [0, 2], teamRole: 'interview', makeDecisions: false },
  // Shortlisting (issue 27): the first nursing job's sift has two scorers and a lead, so the demo has something to sift.
  { email: 'panel@demo.com', jobs: [0], teamRole: 'shortlisting', makeDecisions: false },
  { email: 'hr@demo.com', jobs: [0], teamRole: 'shortlisting', makeDecisions: false },
  { email: 'manager@demo.com', jobs: [0], teamRole: 'shortlisting_lead', makeDecisions: true },
];

export async function seedDemoHiring(db: Database): Promise<number> {
  const [already] = await db.select({ id: users.id }).from(users).where(eq(users.username, APPLICANTS[0]!.username));
  if (already) return 0;
  const published = await db.select({ id: jobs.id, title: jobs.title, reference: jobs.reference, department: jobs.department }).from(jobs).where(ne(jobs.status, 'draft')).orderBy(jobs.id);
  const nursing = published.filter((job) => /nurse/i.test(job.title)).slice(0, 3);
  const others = published.filter((job) => !nursing.includes(job)).slice(0, 3);
  if (nursing.length === 0) return 0;

  return db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        APPLICANTS.map((a) => ({
          email: `${a.username}@example.org`,
          username: a.username,
          fullName: a.fullName,
          passwordHash: '!seeded',
          role: 'client' as const,
          status: 'active' as const,
          activatedAt: new Date(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    const idOf = new Map(created.map((u) => [u.username, u.id]));
    let count = 0;
    const day = 86_400_000;
    for (const [jobIndex, job] of [...nursing, ...others].entries()) {
      const stages = jobIndex < nursing.length ? NURSING_STAGES : OTHER_STAGES;
      for (const [i, status] of stages.entries()) {
        const applicant = APPLICANTS[(i + jobIndex) % APPLICANTS.length]!;
        const applicantId = idOf.get(applicant.username);
        if (!applicantId) continue;
        const [first, ...rest] = applicant.fullName.split(' ');
        const profile = {
          ...emptyProfile(),
          firstName: first!,
          lastName: rest.join(' '),
          phone: applicant.phone,
          dateOfBirth: applicant.dateOfBirth,
          nationality: 'Kenyan',
          idType: 'national-id' as const,
          idNumber: applicant.idNumber,
          personalStatement: `I am applying for ${job.title}: registered, experienced on busy wards and keen to grow with the hospital.`,
        };
        const form = { coverLetter: `Please consider my application for ${job.title}.`, documentIds: [], declaration: true };
        const submittedAt = new Date(Date.now() - (3 + i * 2 + jobIndex) * day);
        const [row] = await tx
          .insert(applications)
          .values({
            jobId: job.id,
            applicantId,
            status,
            version: 2,
            form,
            snapshot: {
              applicant: { fullName: applicant.fullName, email: `${applicant.username}@example.org` },
              profile,
              documents: [],
              form,
              job: { id: job.id, reference: job.reference, title: job.title },
              anonymised: false,
            },
            submittedAt,
            createdAt: new Date(submittedAt.getTime() - day),
            updatedAt: submittedAt,
          })
          .onConflictDoNothing()
          .returning({ id: applications.id });
        if (!row) continue;
        count += 1;
        await tx.insert(applicationEvents).values({ applicationId: row.id, at: submittedAt, actorId: applicantId, actorRole: 'applicant', fromStatus: 'draft', toStatus: 'submitted', visibleToApplicant: true, notified: true });
        if (status !== 'submitted') {
          await tx.insert(applicationEvents).values({ applicationId: row.id, at: new Date(submittedAt.getTime() + day), actorRole: 'system', fromStatus: 'submitted', toStatus: status, visibleToApplicant: true, notified: true, reason: status === 'rejected' ? 'Did not meet the essential criteria.' : null });
        }
      }
    }
    for (const team of TEAMS) {
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .where(and(eq(users.email, team.email), isNull(staffProfiles.deactivatedAt)));
      if (!member) continue;
      const jobIds = team.jobs.map((i) => nursing[i]?.id).filter((id): id is number => id !== undefined);
      if (!jobIds.length) continue;
      await tx
        .insert(jobTeam)
        .values(jobIds.map((jobId) => ({ jobId, userId: member.id, teamRole: team.teamRole, makeDecisions: team.makeDecisions })))
        .onConflictDoNothing();
      await tx
        .update(staffProfiles)
        .set({ grantsVersion: sql`${staffProfiles.grantsVersion} + 1` })
        .where(eq(staffProfiles.userId, member.id));
    }
    return count;
  });
}
