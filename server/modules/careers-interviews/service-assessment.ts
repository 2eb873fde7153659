import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applications, users } from '../../db/schema.js';
import { aliasOf } from '../../lib/application-alias.js';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import type { Attendance } from '../../../common/interview-rules.js';
import { isNameBlind, type JobRow } from '../careers-jobs/index.js';
import { checkedScores } from '../careers-sift/index.js';
import { interviewCriteria } from './criteria.js';
import { interviewInvitation, type InterviewCaller } from './access.js';
import type { InvitationRow, RoundRow } from './repo.js';
import { assessmentOf, insertScores, scoresOf, setOutcome, upsertAttendance } from './repo-assessment.js';
import type { RecordOutcomeBody, SubmitInterviewScoresBody } from './schemas-assessment.js';

type Loaded = { invitation: InvitationRow; round: RoundRow; job: JobRow; caller: InterviewCaller };

const onPanel = (round: RoundRow, userId: number) => round.leadId === userId || round.panelIds.includes(userId);

/**
 * Interview scores, attendance and outcome. Each panel member scores the criteria assessed at
 * interview once (final), and sees the others' scores only after sending their own; a recruiter
 * or the lead records attendance; the lead (a recruiter when the round has none) records the
 * outcome once, with a reason, appointable ones with their rank.
 */
export class InterviewAssessment {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /** The invitation in a round the caller may read (404, audited, otherwise). */
  private load(request: FastifyRequest, invitationId: number): Promise<Loaded> {
    return interviewInvitation(this.db, request, invitationId, false);
  }

  private criteria(job: JobRow) {
    return interviewCriteria(this.db, job);
  }

  private async view({ invitation, job, caller }: Loaded) {
    const [assessment, submissions, criteria] = await Promise.all([assessmentOf(this.db, invitation.id), scoresOf(this.db, invitation.id), this.criteria(job)]);
    const mine = submissions.some((s) => s.scorerId === caller.userId);
    let candidate = aliasOf(invitation.applicationId);
    if (!(await isNameBlind(this.db, job.id))) {
      const [row] = await this.db.select({ fullName: users.fullName }).from(applications).innerJoin(users, eq(users.id, applications.applicantId)).where(eq(applications.id, invitation.applicationId));
      candidate = row?.fullName ?? candidate;
    }
    return {
      invitationId: invitation.id,
      candidate,
      attendance: assessment?.attendance ?? null,
      outcome: assessment?.outcome ?? null,
      outcomeReason: assessment?.outcomeReason ?? '',
      rank: assessment?.rank ?? null,
      criteria,
      submitted: submissions.length,
      submissions: mine ? submissions.map((s) => ({ ...s, submittedAt: s.submittedAt.toISOString() })) : [],
    };
  }

  private async audit(request: FastifyRequest, loaded: Loaded, action: string, detail: Record<string, unknown>) {
    await recordAudit(this.db, await auditActorOf(request), { action, subjectType: 'InterviewInvitation', subjectId: loaded.invitation.id, applicationId: loaded.invitation.applicationId, jobId: loaded.job.id, detail });
  }

  async attendance(request: FastifyRequest, invitationId: number, attendance: Attendance) {
    const loaded = await this.load(request, invitationId);
    const { invitation, round, caller } = loaded;
    if (!caller.manager && round.leadId !== caller.userId) throw forbidden('Only a recruiter of this job or the round\'s lead records attendance.');
    if (invitation.status !== 'booked') throw refuse('not_attended', 'This interview is not booked.');
    if (!(await upsertAttendance(this.db, invitation.id, attendance, caller.userId))) throw refuse('outcome_recorded', 'The outcome is recorded already.');
    await this.audit(request, loaded, 'interview.attendance_recorded', { attendance });
    return this.view(loaded);
  }

  async score(request: FastifyRequest, invitationId: number, body: SubmitInterviewScoresBody) {
    const loaded = await this.load(request, invitationId);
    const { invitation, round, job, caller } = loaded;
    if (!onPanel(round, caller.userId)) throw forbidden('Only the round\'s panel scores its interviews.');
    if ((await assessmentOf(this.db, invitation.id))?.attendance !== 'attended') throw refuse('not_attended', 'Record that the applicant attended first.');
    const scores = checkedScores(await this.criteria(job), body.scores);
    if (!(await insertScores(this.db, invitation.id, caller.userId, scores, body.comment.trim()))) throw refuse('already_scored', 'You have scored this interview already.');
    await this.audit(request, loaded, 'interview.scored', { criteria: scores.length });
    return this.view(loaded);
  }

  async outcome(request: FastifyRequest, invitationId: number, body: RecordOutcomeBody) {
    const loaded = await this.load(request, invitationId);
    const { invitation, round, caller } = loaded;
    const decides = round.leadId === caller.userId || (round.leadId === null && caller.manager);
    if (!decides) throw forbidden('Only the round\'s lead records the outcome.');
    const assessment = await assessmentOf(this.db, invitation.id);
    if (assessment?.outcome) throw refuse('outcome_recorded', 'The outcome is recorded already.');
    if (assessment?.attendance !== 'attended') throw refuse('not_attended', 'Record that the applicant attended first.');
    if ((await scoresOf(this.db, invitation.id)).length === 0) throw refuse('scores_missing', 'No panel member has scored this interview yet.');
    const rank = body.outcome === 'appointable' ? (body.rank ?? null) : null;
    if (!(await setOutcome(this.db, invitation.id, body.outcome, body.reason.trim(), rank, caller.userId))) throw refuse('outcome_recorded', 'The outcome is recorded already.');
    await this.audit(request, loaded, 'interview.outcome_recorded', { outcome: body.outcome, rank });
    return this.view(loaded);
  }
}
