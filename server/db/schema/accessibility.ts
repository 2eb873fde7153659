import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { CONTACT_PREFERENCES, FEEDBACK_KINDS, FEEDBACK_STATUSES } from '../../../common/accessibility-feedback.js';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * What people sent with the accessibility statement's form: a problem, a request for an adjustment
 * or for the application in another format, with how they want the answer. `reference` (A11Y-000042)
 * is the id the sender is told, made by the database from the row's id (unique with it). Open
 * until a member of staff marks it handled (who, when, a note).
 */
export const accessibilityFeedback = pgTable(
  'accessibility_feedback',
  {
    id: serial('id').primaryKey(),
    reference: text('reference')
      .notNull()
      .generatedAlwaysAs(sql`'A11Y-' || lpad(id::text, 6, '0')`),
    kind: text('kind', { enum: FEEDBACK_KINDS }).notNull(),
    message: text('message').notNull(),
    format: text('format'),
    page: text('page'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    contactPreference: text('contact_preference', { enum: CONTACT_PREFERENCES }).notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id),
    handledNote: text('handled_note'),
  },
  (t) => [
    index('accessibility_feedback_status_idx').on(t.status, t.createdAt),
    check('accessibility_feedback_kind_check', sql`${t.kind} in (${quotedList(FEEDBACK_KINDS)})`),
    check('accessibility_feedback_contact_check', sql`${t.contactPreference} in (${quotedList(CONTACT_PREFERENCES)})`),
    check('accessibility_feedback_status_check', sql`${t.status} in (${quotedList(FEEDBACK_STATUSES)})`),
    check('accessibility_feedback_phone_check', sql`${t.contactPreference} <> 'phone' or ${t.phone} is not null`),
  ],
);
