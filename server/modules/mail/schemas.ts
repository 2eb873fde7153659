import { Type, type Static } from '@sinclair/typebox';
import { MAIL_STATUSES, type MailAttachment } from '../../db/schema.js';
import { idParams, oneOf, pagingQuery, searchQuery, sortDescQuery } from '../../lib/list-query.js';
import { DateTime, literals, Nullable, ref } from '../../lib/schema.js';

/** A message the portal sends: who to, what, and what it is for (activation, password-reset, ...). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** Extra headers, by name (`List-Unsubscribe`, `List-Unsubscribe-Post`, `List-Id`): kept with the row, written by the sender. */
  headers?: Record<string, string>;
  /** Files the message carries (an interview's .ics): kept with the row until sent. */
  attachments?: MailAttachment[];
}

export const MAIL_LOG_SORT_KEYS = ['createdAt', 'recipient', 'kind', 'status', 'attempts'] as const;

export const MailStatusSchema = Type.Unsafe<(typeof MAIL_STATUSES)[number]>({
  type: 'string',
  enum: [...MAIL_STATUSES],
  $id: 'MailStatus',
  description:
    'queued: waiting for its first attempt; sending: a sender has it now; sent: accepted by the mail server (or written to the outbox folder); retrying: a temporary failure, tried again later; failed: refused for good or too many attempts; cancelled: its recipient deleted their account first',
});

export const MailLogQuerySchema = Type.Object(
  {
    q: searchQuery('recipient, subject or kind'),
    status: Type.Optional(oneOf(MAIL_STATUSES, { description: 'Only the messages in this status' })),
    kind: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z0-9-]+$', description: 'What the message is for, e.g. activation' })),
    sortBy: Type.Optional(oneOf(MAIL_LOG_SORT_KEYS, { default: 'createdAt' })),
    sortDesc: sortDescQuery(),
    ...pagingQuery(20),
  },
  { $id: 'MailLogQuery' },
);
export type MailLogQuery = Static<typeof MailLogQuerySchema>;

export const MailLogEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String(),
    recipient: Type.String(),
    subject: Type.String(),
    status: ref(MailStatusSchema),
    attempts: Type.Integer({ minimum: 0 }),
    nextAttemptAt: Nullable(DateTime()),
    lastError: Nullable(Type.String()),
    undeliverable: Type.Boolean({ description: 'The mail server refused this address for good' }),
    deliveredVia: Type.Union([...literals(['smtp', 'file'] as const), Type.Null()]),
    createdAt: DateTime(),
    sentAt: Nullable(DateTime()),
    retryable: Type.Boolean({ description: 'A failed message whose text is kept: POST …/retry sends it again' }),
  },
  { $id: 'MailLogEntry' },
);
export type MailLogEntry = Static<typeof MailLogEntrySchema>;

export const MailLogSchema = Type.Object(
  {
    items: Type.Array(ref(MailLogEntrySchema)),
    total: Type.Integer({ minimum: 0 }),
    statusCounts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'Messages per status under the other filters' }),
  },
  { $id: 'MailLog' },
);

export const MailIdParamsSchema = idParams('id', 'MailIdParams');

export const mailSchemas = [MailStatusSchema, MailLogQuerySchema, MailLogEntrySchema, MailLogSchema, MailIdParamsSchema];
