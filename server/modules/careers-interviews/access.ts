import { subject } from '@casl/ability';
import type { FastifyRequest } from 'fastify';
import type { Subject } from '../../../common/ability.js';
import { recordRefusal } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import { findJob, jobSubject, type JobRow } from '../careers-jobs/index.js';
import type { Database } from '../../db/connection.js';
import { activeTeamOf, findRound, type RoundRow } from './repo.js';
import { findInvitation } from './repo-assessment.js';

/**
 * Who does what with a job's interviews. Recruiters (whoever may `update` the job's applications: a
 * recruitment admin of its department, a recruiting manager on its team, a super admin) manage
 * rounds, slots and invitations. The job's interview panel (team rows `interview` and
 * `interview_lead`) and the round's panel and lead read them. Adjustments are seen by the
 * recruitment admin (`manage` on the job) and the round's lead only. A job or round the caller may not
 * see answers 404 (audited), as if it did not exist.
 */
export interface InterviewCaller {
  userId: number;
  manager: boolean;
  /** Sees applicants' adjustment requests of this round (recruitment admin, or the round's lead). */
  seesAdjustments: (round: RoundRow) => boolean;
  /** On the job's interview team (team rows interview / interview_lead). */
  onInterviewTeam: boolean;
}

const asSubject = (s: unknown) => s as Subject;

async function callerOnJob(db: Database, request: FastifyRequest, job: JobRow): Promise<InterviewCaller> {
  const userId = request.user.sub;
  const manager = request.ability.can('update', asSubject(subject('Application', { jobId: job.id, department: job.department, status: 'shortlisted', applicantId: -1 })));
  const admin = request.ability.can('manage', asSubject(jobSubject(job)));
  const team = await activeTeamOf(db, job.id);
  const onInterviewTeam = team.some((m) => m.userId === userId && (m.teamRole === 'interview' || m.teamRole === 'interview_lead'));
  return { userId, manager, onInterviewTeam, seesAdjustments: (round) => admin || round.leadId === userId };
}

const mayRead = (caller: InterviewCaller, round?: RoundRow) => caller.manager || caller.onInterviewTeam || (round ? round.leadId === caller.userId || round.panelIds.includes(caller.userId) : false);

/** The job (visible to the caller: `read Job`) and the caller on it; 404 otherwise. */
export async function interviewJob(db: Database, request: FastifyRequest, jobId: number): Promise<{ job: JobRow; caller: InterviewCaller }> {
  const job = await findJob(db, jobId);
  if (!job || !request.ability.can('read', asSubject(jobSubject(job)))) throw refuse('job_not_found', 'This job does not exist.');
  return { job, caller: await callerOnJob(db, request, job) };
}

/** A round the caller may read (recruiter, the job's interview team, the round's panel); 404 (audited) otherwise; 403 when `manage` is asked of someone who only reads. */
export async function interviewRound(db: Database, request: FastifyRequest, roundId: number, manage: boolean) {
  const round = await findRound(db, roundId);
  const job = round ? await findJob(db, round.jobId) : undefined;
  const visible = round && job && request.ability.can('read', asSubject(jobSubject(job)));
  const caller = visible ? await callerOnJob(db, request, job) : undefined;
  if (!round || !job || !caller || !mayRead(caller, round)) {
    await recordRefusal(db, request, { action: 'interview.read_denied', subjectType: 'InterviewRound', subjectId: roundId, jobId: job?.id ?? null });
    throw refuse('interview_round_not_found', 'This interview round does not exist.');
  }
  if (manage && !caller.manager) throw forbidden('Only a recruiter of this job may change its interviews.');
  return { round, job, caller };
}

/** An invitation of a round the caller may read (404 `invitation_not_found`, audited, otherwise), with its round, job and the caller. */
export async function interviewInvitation(db: Database, request: FastifyRequest, invitationId: number, manage: boolean) {
  const invitation = await findInvitation(db, invitationId);
  if (!invitation) throw refuse('invitation_not_found', 'This interview invitation does not exist.');
  const found = await interviewRound(db, request, invitation.roundId, manage).catch((error: unknown) => {
    throw (error as { code?: string }).code === 'interview_round_not_found' ? refuse('invitation_not_found', 'This interview invitation does not exist.') : error;
  });
  return { invitation, ...found };
}

export { mayRead };
