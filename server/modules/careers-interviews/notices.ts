import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { users } from '../../db/schema.js';
import { aliasOf } from '../../lib/application-alias.js';
import * as paths from '../../../common/paths.js';
import { findUser } from '../careers-applications/index.js';
import { isNameBlind } from '../careers-jobs/index.js';
import { calendarAttachment, calendarFile, mailbox, type CalendarEvent } from './calendar.js';
import { bookingMail, panelMail, type BookingChange } from './emails.js';
import type { myInvitation, SlotRow } from './repo.js';

export type Mine = NonNullable<Awaited<ReturnType<typeof myInvitation>>>;

/**
 * What a booking change sends: the applicant's confirmation and each panel member's notice, each
 * with the calendar file (REQUEST, or CANCEL for a cancellation) at the booking's UID and SEQUENCE.
 * Nothing of the adjustments is in any of them.
 */
export class BookingNotices {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private event(m: Mine, slot: SlotRow, sequence: number, cancelled: boolean, title: string, attendee: { name: string; email: string }, url: string): CalendarEvent {
    return {
      uid: m.invitation.icalUid,
      sequence,
      method: cancelled ? 'CANCEL' : 'REQUEST',
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      title,
      description: `${m.round.name}, ${m.job.title} (${m.job.reference}). ${url}`,
      location: m.round.mode === 'video' ? m.round.videoUrl : m.round.location,
      url,
      organizer: mailbox(this.config.mailFrom),
      attendee,
    };
  }

  /** The applicant's .ics of their booking now (the download beside it in the portal). */
  applicantFile(m: Mine, slot: SlotRow, applicant: { name: string; email: string }, cancelled: boolean): string {
    return calendarFile(this.event(m, slot, m.invitation.sequence, cancelled, this.applicantTitle(m), applicant, this.applicantLink(m)));
  }

  private applicantTitle = (m: Mine) => `${m.round.name}: ${m.job.title} (${m.job.reference})`;
  private applicantLink = (m: Mine) => `${this.config.publicUrl}${paths.to(paths.careers.myInterview, m.application.id)}`;

  async queue(tx: Database, m: Mine, kind: BookingChange, slot: SlotRow, sequence: number) {
    const cancelled = kind === 'cancelled';
    const ref = { round: m.round.name, title: m.job.title, reference: m.job.reference };
    const zone = this.config.alertsTimeZone;
    const applicant = m.application.applicantId ? await findUser(tx, m.application.applicantId) : undefined;
    if (applicant && applicant.status !== 'deleted') {
      const link = this.applicantLink(m);
      const event = this.event(m, slot, sequence, cancelled, this.applicantTitle(m), { name: applicant.fullName, email: applicant.email }, link);
      const mail = bookingMail(applicant.locale, applicant.email, applicant.fullName, ref, kind, slot.startsAt, zone, link);
      await this.app.mailer.queue(tx, { ...mail, attachments: [calendarAttachment(event)] });
    }
    if (!m.round.panelIds.length) return;
    const candidate = !applicant || (await isNameBlind(tx, m.job.id)) ? aliasOf(m.application.id) : applicant.fullName;
    const panel = await tx.select().from(users).where(inArray(users.id, m.round.panelIds));
    const link = `${this.config.publicUrl}${paths.to(paths.careers.adminInterviewRounds, m.job.id)}`;
    for (const member of panel.filter((p) => p.status !== 'deleted')) {
      const event = this.event(m, slot, sequence, cancelled, `${m.round.name}: ${candidate}, ${m.job.reference}`, { name: member.fullName, email: member.email }, link);
      const mail = panelMail(member.locale, member.email, member.fullName, ref, candidate, kind, slot.startsAt, zone, link);
      await this.app.mailer.queue(tx, { ...mail, attachments: [calendarAttachment(event)] });
    }
  }
}
