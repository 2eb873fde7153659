import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import { interviewInvitation } from './access.js';
import { changeBooking } from './booking-change.js';
import { BookingNotices } from './notices.js';
import { findSlot, invitationById, setAdjustmentsStatus } from './repo.js';
import type { InterviewRounds } from './service-rounds.js';
import type { UpdateInterviewAdjustmentsBody } from './schemas.js';

/**
 * What staff do to one invitation's booking: a recruiter places the applicant in a slot (the way
 * of a `recruiter_picks` round, and a move of any booking), and the recruitment admin or the round's
 * lead records where the applicant's adjustments stand.
 *
 * The recruiter is bound neither by the booking deadline nor by the minimum notice (they arrange it
 * with the applicant; the applicant is told to contact them inside the notice), only by the slot
 * having not started. The seat is taken by the same conditional UPDATE as the applicant's booking,
 * and the same e-mails and calendar file go out (a move keeps the UID and raises the SEQUENCE).
 */
export class InterviewStaffBooking {
  constructor(
    private readonly app: FastifyInstance,
    config: AppConfig,
    private readonly rounds: InterviewRounds,
  ) {
    this.notices = new BookingNotices(app, config);
  }

  private readonly notices: BookingNotices;

  private get db() {
    return this.app.db;
  }

  async assign(request: FastifyRequest, invitationId: number, slotId: number) {
    const { invitation, round } = await interviewInvitation(this.db, request, invitationId, true);
    const m = (await invitationById(this.db, invitation.id))!;
    if (m.application.status !== 'interview') throw refuse('application_not_at_interview', 'This application is no longer at interview.');
    const slot = await findSlot(this.db, slotId);
    if (!slot || slot.roundId !== round.id) throw refuse('interview_slot_not_found', 'This slot is not one of this round.', { field: 'slotId' });
    if (slot.startsAt.getTime() <= Date.now()) throw refuse('slot_started', 'This slot has started already.', { field: 'slotId' });
    if (m.slot?.id !== slot.id) {
      const kind = m.slot ? 'rescheduled' : 'booked';
      await changeBooking(this.app, this.notices, m, { kind, fromSlot: m.slot?.id ?? null, to: slot }, await auditActorOf(request));
    }
    return this.rounds.one(request, round.id);
  }

  async adjustments(request: FastifyRequest, invitationId: number, body: UpdateInterviewAdjustmentsBody) {
    const { invitation, round, job, caller } = await interviewInvitation(this.db, request, invitationId, false);
    if (!caller.seesAdjustments(round)) throw forbidden('Only the recruitment admin and the round\'s lead see and change adjustments.');
    const arranged = (body.arranged ?? invitation.adjustmentsArranged).trim();
    if (!(await setAdjustmentsStatus(this.db, invitation.id, body.status, arranged))) throw refuse('no_adjustments', 'The applicant asked for no adjustments.');
    await recordAudit(this.db, await auditActorOf(request), {
      action: 'interview.adjustments_updated',
      subjectType: 'InterviewInvitation',
      subjectId: invitation.id,
      applicationId: invitation.applicationId,
      jobId: job.id,
      detail: { status: body.status },
    });
    return this.rounds.one(request, round.id);
  }
}
