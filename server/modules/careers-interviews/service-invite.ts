import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { refuse } from '../../lib/refusals.js';
import * as paths from '../../../common/paths.js';
import { findUser, insertEvent, moveApplication } from '../careers-applications/index.js';
import { interviewRound } from './access.js';
import { invitationMail } from './emails.js';
import { applicationsOfJob, insertInvitation, type RoundRow } from './repo.js';
import type { InviteToInterviewBody } from './schemas.js';

type ApplicationRow = Awaited<ReturnType<typeof applicationsOfJob>>[number];

/**
 * Inviting shortlisted applications to a round: one invitation each (a second invitation to the same
 * round is a no-op), the move to `interview` on the first invitation through the status machine (a
 * conditional UPDATE and its event), and the applicant's e-mail with the booking link and deadline.
 */
export class InterviewInvitations {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  async invite(request: FastifyRequest, roundId: number, body: InviteToInterviewBody) {
    const { round, job, caller } = await interviewRound(this.db, request, roundId, true);
    const bookBy = new Date(body.bookBy);
    if (!(bookBy.getTime() > Date.now())) throw refuse('book_by_invalid', 'The booking deadline must be in the future.', { field: 'bookBy' });
    const rows = await applicationsOfJob(this.db, job.id, body.applicationIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    body.applicationIds.forEach((id, n) => {
      const row = byId.get(id);
      if (!row || row.applicantId === caller.userId || (row.status !== 'shortlisted' && row.status !== 'interview')) {
        throw refuse('not_shortlisted', `Application ${id} is not shortlisted for this job.`, { field: `applicationIds.${n}` });
      }
    });
    const actor = await auditActorOf(request);
    const answer = await this.db.transaction(async (tx) => {
      const invited: number[] = [];
      const alreadyInvited: number[] = [];
      for (const id of body.applicationIds) {
        const row = byId.get(id)!;
        const inv = await insertInvitation(tx, { roundId: round.id, applicationId: id, bookBy, icalUid: `${randomUUID()}@interviews.careers`, invitedBy: caller.userId });
        if (!inv) {
          alreadyInvited.push(id);
          continue;
        }
        invited.push(id);
        const eventId = row.status === 'shortlisted' ? await this.moveToInterview(tx, row, caller.userId) : undefined;
        await this.queueInvitation(tx, row, round, { title: job.title, reference: job.reference }, bookBy, eventId);
      }
      await recordAudit(tx, actor, { action: 'interview.invited', subjectType: 'InterviewRound', subjectId: round.id, jobId: job.id, detail: { invited, alreadyInvited } });
      return { invited, alreadyInvited };
    });
    this.app.mailer.nudge();
    return answer;
  }

  /** shortlisted → interview, as the status machine moves it (its event on the timeline); a concurrent move is a conflict. */
  private async moveToInterview(tx: Database, row: ApplicationRow, actorId: number): Promise<number> {
    const moved = await moveApplication(tx, row.id, 'shortlisted', 'interview');
    if (!moved) throw refuse('version_conflict', 'An application was changed by someone else meanwhile. Reload and try again.');
    const event = await insertEvent(tx, { applicationId: row.id, actorId, actorRole: 'admin', fromStatus: 'shortlisted', toStatus: 'interview', reason: null, note: null, visibleToApplicant: true });
    return event.id;
  }

  private async queueInvitation(tx: Database, row: ApplicationRow, round: RoundRow, job: { title: string; reference: string }, bookBy: Date, eventId?: number) {
    const user = row.applicantId ? await findUser(tx, row.applicantId) : undefined;
    if (!user || user.status === 'deleted') return;
    const link = `${this.config.publicUrl}${paths.to(paths.careers.myInterview, row.id)}`;
    const mail = invitationMail(user.locale, user.email, user.fullName, { round: round.name, ...job }, bookBy, this.config.alertsTimeZone, link);
    await this.app.mailer.queue(tx, mail, eventId ? { applicationEventId: eventId } : {});
  }
}
