import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { InterviewAdjustments } from '../../db/schema.js';
import { refuse } from '../../lib/refusals.js';
import { findUser } from '../careers-applications/index.js';
import type { BookingChange } from './emails.js';
import { BookingNotices, type Mine } from './notices.js';
import { changeBooking } from './booking-change.js';
import { findSlot, myInvitation, openSlots, type SlotRow } from './repo.js';
import type { BookInterviewBody } from './schemas.js';

const HOUR = 3_600_000;

/**
 * The applicant's side: their invitation, the slots they may book, booking, moving and cancelling.
 * A seat is taken by one conditional UPDATE (`booked < capacity`), so a slot never holds more than its
 * capacity; the invitation moves by a conditional UPDATE on the slot it held, so two changes at once
 * leave one. Nothing may be booked or changed within the round's minimum notice or past its horizon.
 */
export class InterviewBooking {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {
    this.notices = new BookingNotices(app, config);
  }

  private readonly notices: BookingNotices;

  private get db() {
    return this.app.db;
  }

  private async mine(applicantId: number, applicationId: number): Promise<Mine> {
    const found = await myInvitation(this.db, applicantId, applicationId);
    if (!found || found.application.status === 'withdrawn' || found.application.status === 'draft') throw refuse('interview_not_found', 'You have no interview invitation for this application.');
    return found;
  }

  /** The earliest and latest start a booking may have now. */
  private window(m: Mine, now = Date.now()) {
    return { earliest: new Date(now + m.round.minNoticeHours * HOUR), latest: new Date(now + m.round.horizonDays * 24 * HOUR) };
  }

  private view(m: Mine) {
    const { earliest } = this.window(m);
    const changeable = m.slot ? m.slot.startsAt >= earliest : m.invitation.bookBy.getTime() > Date.now();
    return {
      applicationId: m.application.id,
      invitationId: m.invitation.id,
      status: m.invitation.status,
      round: { name: m.round.name, mode: m.round.mode, location: m.round.location, videoUrl: m.round.videoUrl, durationMinutes: m.round.durationMinutes, minNoticeHours: m.round.minNoticeHours, schedulingMode: m.round.schedulingMode },
      job: { title: m.job.title, reference: m.job.reference },
      bookBy: m.invitation.bookBy.toISOString(),
      slot: m.slot ? { id: m.slot.id, startsAt: m.slot.startsAt.toISOString(), endsAt: m.slot.endsAt.toISOString() } : null,
      adjustments: m.invitation.adjustments ?? null,
      adjustmentsStatus: m.invitation.adjustmentsStatus ?? null,
      canChange: changeable,
      hospitalTimeZone: this.config.alertsTimeZone,
    };
  }

  async get(applicantId: number, applicationId: number) {
    return this.view(await this.mine(applicantId, applicationId));
  }

  /** The .ics of the booking as it stands (its UID and SEQUENCE); none while no slot is booked (a cancellation went by e-mail). */
  async calendar(applicantId: number, applicationId: number): Promise<string> {
    const m = await this.mine(applicantId, applicationId);
    const user = await findUser(this.db, applicantId);
    if (!m.slot || !user) throw refuse('not_booked', 'No slot is booked.');
    return this.notices.applicantFile(m, m.slot, { name: user.fullName, email: user.email }, false);
  }

  /** The open slots inside the round's notice and horizon; the next one only when the round has the applicant confirm the next open slot. */
  async slots(applicantId: number, applicationId: number) {
    const m = await this.mine(applicantId, applicationId);
    const { earliest, latest } = this.window(m);
    const open = m.round.schedulingMode === 'recruiter_picks' ? [] : await openSlots(this.db, m.round.id, earliest, latest);
    const items = (m.round.schedulingMode === 'next_available' ? open.slice(0, 1) : open).map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() }));
    return { items, hospitalTimeZone: this.config.alertsTimeZone };
  }

  /** A slot of the invitation's round the applicant may book now (else a refusal naming why). */
  private async bookable(m: Mine, slotId: number): Promise<SlotRow> {
    const slot = await findSlot(this.db, slotId);
    if (!slot || slot.roundId !== m.round.id || m.round.schedulingMode === 'recruiter_picks') throw refuse('interview_slot_not_found', 'This slot is not one you may book.', { field: 'slotId' });
    const { earliest, latest } = this.window(m);
    if (slot.startsAt < earliest) throw refuse('inside_minimum_notice', `This slot starts within ${m.round.minNoticeHours} hours.`, { field: 'slotId' });
    if (slot.startsAt > latest) throw refuse('beyond_horizon', 'This slot is too far ahead to book.', { field: 'slotId' });
    // "Applicant confirms the next open slot": only the first open one is offered, and only it is taken.
    if (m.round.schedulingMode === 'next_available' && (await openSlots(this.db, m.round.id, earliest, latest))[0]?.id !== slot.id) {
      throw refuse('interview_slot_not_found', 'Only the next open slot may be confirmed.', { field: 'slotId' });
    }
    return slot;
  }

  private notChangeable(m: Mine) {
    if (m.slot && m.slot.startsAt < this.window(m).earliest) throw refuse('inside_minimum_notice', `The interview starts within ${m.round.minNoticeHours} hours: contact the recruiter.`);
  }

  async book(applicantId: number, applicationId: number, body: BookInterviewBody) {
    const m = await this.mine(applicantId, applicationId);
    if (m.invitation.status === 'booked') throw refuse('already_booked', 'A slot is booked already: reschedule it instead.');
    if (m.invitation.bookBy.getTime() <= Date.now()) throw refuse('booking_deadline_passed', 'The deadline to book this interview has passed.');
    const slot = await this.bookable(m, body.slotId);
    const adjustments = body.adjustments && (body.adjustments.kinds.length || body.adjustments.note.trim()) ? { kinds: body.adjustments.kinds, note: body.adjustments.note.trim() } : null;
    await this.change(m, 'booked', null, slot, adjustments);
    return this.get(applicantId, applicationId);
  }

  async reschedule(applicantId: number, applicationId: number, slotId: number) {
    const m = await this.mine(applicantId, applicationId);
    if (!m.slot) throw refuse('not_booked', 'No slot is booked: book one first.');
    this.notChangeable(m);
    const slot = await this.bookable(m, slotId);
    if (slot.id === m.slot.id) return this.view(m);
    await this.change(m, 'rescheduled', m.slot.id, slot);
    return this.get(applicantId, applicationId);
  }

  async cancel(applicantId: number, applicationId: number) {
    const m = await this.mine(applicantId, applicationId);
    if (!m.slot) throw refuse('not_booked', 'No slot is booked.');
    this.notChangeable(m);
    await this.change(m, 'cancelled', m.slot.id, null);
    return this.get(applicantId, applicationId);
  }

  private async change(m: Mine, kind: BookingChange, fromSlot: number | null, to: SlotRow | null, adjustments?: InterviewAdjustments | null) {
    await changeBooking(this.app, this.notices, m, { kind, fromSlot, to, adjustments }, { actorId: m.application.applicantId, actorLabel: null, actorRole: 'applicant' });
  }
}
