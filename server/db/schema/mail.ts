import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applicationEvents } from './careers-applications.js';

/** The e-mail outbox: every message the portal sends, first as a row, then as it went. */

/** A file a message carries; a `text/calendar` one with a `method` goes as the calendar invitation (iTIP, RFC 5546). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  method?: 'REQUEST' | 'CANCEL';
}

/**
 * `queued` → `sending` (claimed by one sender until `claimed_until`) → `sent`; a temporary failure
 * makes it `retrying` (due again at `next_attempt_at`), a permanent one or too many attempts
 * `failed`; `cancelled` when the recipient's account was deleted before it went.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'retrying', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is for (activation, password-reset, application-received, ...). */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** Extra headers the message carries (`List-Unsubscribe`, `List-Unsubscribe-Post`, `List-Id`), by name. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files the message carries (an interview's .ics, as a calendar invitation when it is `text/calendar`). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The mail server refused the recipient for good (a 5xx reply): the address is undeliverable. */
    undeliverable: boolean('undeliverable').notNull().default(false),
    /** `smtp`, or `file` (the .eml outbox used without SMTP_URL). */
    deliveredVia: text('delivered_via', { enum: ['smtp', 'file'] }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The timeline event this message tells the applicant about: marked notified once it went. */
    applicationEventId: integer('application_event_id').references(() => applicationEvents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
    // What the senders look for: only unfinished rows are in it, so it stays small.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'retrying', 'sending')`),
    index('mail_outbox_status_idx').on(t.status, t.id),
    index('mail_outbox_recipient_idx').on(sql`lower(${t.recipient})`),
  ],
);
