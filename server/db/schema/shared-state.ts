import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicantDocuments } from './careers-jobs.js';

/** What several instances share besides the tables above: document content, counters, scheduled runs. */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The content of documents kept in the database: consecutive parts of at most 256 KiB each, so
 * that a download reads one part at a time and an upload writes one at a time (see
 * careers-documents/content-store.ts). Stored uncompressed (`STORAGE EXTERNAL`: PDF, DOCX, PNG and
 * JPEG are compressed already).
 */
export const documentContentParts = pgTable(
  'document_content_parts',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => applicantDocuments.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.part] })],
);

/**
 * Counters shared by every instance (failed sign-ins, the API rate limit), each in a window that
 * ends at `reset_at` (ms since the epoch). `prev_*` keep the values before the last change, so that
 * one upsert can answer the counter as it was before and after.
 */
export const sharedCounters = pgTable(
  'shared_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
    prevCount: integer('prev_count'),
    prevLastAt: bigint('prev_last_at', { mode: 'number' }),
    prevResetAt: bigint('prev_reset_at', { mode: 'number' }),
  },
  (t) => [index('shared_counters_reset_idx').on(t.resetAt)],
);

/** One row per run of a scheduled task: only the instance that inserts (task, slot) runs it. */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    task: text('task').notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.task, t.slot] }), index('scheduled_runs_started_idx').on(t.startedAt)],
);
