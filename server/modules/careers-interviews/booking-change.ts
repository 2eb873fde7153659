import type { FastifyInstance } from 'fastify';
import type { InterviewAdjustments } from '../../db/schema.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { refuse } from '../../lib/refusals.js';
import type { BookingChange } from './emails.js';
import type { BookingNotices, Mine } from './notices.js';
import { freeSeat, moveInvitation, takeSeat, type SlotRow } from './repo.js';

export interface Change {
  kind: BookingChange;
  /** The slot the invitation holds now (null when not booked). */
  fromSlot: number | null;
  /** The slot it moves to (null to cancel). */
  to: SlotRow | null;
  /** New adjustments (booking only); left as they are when undefined. */
  adjustments?: InterviewAdjustments | null;
}

/**
 * One booking change in one transaction, whoever makes it (the applicant, or a recruiter placing
 * them): take the new seat in one conditional UPDATE (or refuse: full), move the invitation off the
 * slot it held by a conditional UPDATE (or refuse: changed meanwhile), free that seat, write the
 * audit row, queue the e-mails with the calendar file at the raised SEQUENCE.
 */
export async function changeBooking(app: FastifyInstance, notices: BookingNotices, m: Mine, change: Change, actor: AuditActor): Promise<void> {
  const { kind, fromSlot, to } = change;
  await app.db.transaction(async (tx) => {
    if (to && !(await takeSeat(tx, to.id, m.round.id))) throw refuse('slot_full', 'This slot was taken meanwhile: choose another.', { field: 'slotId' });
    const moved = await moveInvitation(tx, m.invitation.id, fromSlot, to?.id ?? null, change.adjustments);
    if (!moved) throw refuse('version_conflict', 'This booking changed meanwhile (another tab?). Reload and try again.');
    if (fromSlot) await freeSeat(tx, fromSlot);
    await recordAudit(tx, actor, {
      action: `interview.${kind}`,
      subjectType: 'InterviewInvitation',
      subjectId: m.invitation.id,
      applicationId: m.application.id,
      jobId: m.job.id,
      detail: { from: fromSlot, to: to?.id ?? null, sequence: moved.sequence },
    });
    await notices.queue(tx, m, kind, (to ?? m.slot)!, moved.sequence);
  });
  app.mailer.nudge();
}
