import { createEvent } from 'ics';
import type { MailAttachment } from '../../db/schema.js';

/**
 * An interview's iCalendar file (RFC 5545, iTIP RFC 5546), built with `ics`: UTC instants ending in
 * `Z`, the booking's stable UID, SEQUENCE raised on every change; REQUEST for a booking or a move,
 * CANCEL (STATUS:CANCELLED) for a cancellation. It names only the round, the job and the place: never
 * an adjustment, and for a panel member of a name-blind job the alias, not the name. Attendees get
 * RSVP=FALSE: the portal booking is the truth, not a calendar reply to a no-reply organiser.
 */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  location: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** `Careers <careers@hospital.example>` → its name and address. */
export function mailbox(from: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || match[2]!, email: match[2]! } : { name: from, email: from };
}

export function calendarFile(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const { error, value } = createEvent({
    productId: 'hospital-careers/interviews',
    method: event.method,
    uid: event.uid,
    sequence: event.sequence,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    location: event.location || undefined,
    url: event.url,
    organizer: event.organizer,
    attendees: [{ name: event.attendee.name, email: event.attendee.email, rsvp: false, partstat: cancelled ? 'DECLINED' : 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be built');
  return value;
}

export const calendarAttachment = (event: CalendarEvent): MailAttachment => ({
  filename: 'interview.ics',
  contentType: `text/calendar; charset=utf-8; method=${event.method}`,
  content: calendarFile(event),
  method: event.method,
});
