import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.js';
import { applicationEvents, mailOutbox, type MailStatus } from '../../db/schema.js';
import { escapeLike } from '../../lib/list-query.js';
import type { MAIL_LOG_SORT_KEYS, MailLogQuery, OutgoingMail } from './schemas.js';

export type MailRow = typeof mailOutbox.$inferSelect;

/** A database or an open transaction: a message is queued in the transaction of the change that causes it. */
export type Executor = Pick<Database, 'insert'>;

/** Queues `mail`: it leaves once the surrounding transaction commits, never if it rolls back. */
export async function insertMail(db: Executor, mail: OutgoingMail, applicationEventId?: number): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, recipient: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html ?? null, headers: mail.headers ?? null, attachments: mail.attachments ?? null, applicationEventId: applicationEventId ?? null })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Queues many messages in one statement (a digest batch); answers their ids in order. */
export async function insertMails(db: Executor, mails: OutgoingMail[]): Promise<number[]> {
  if (!mails.length) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ kind: mail.kind, recipient: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html ?? null, headers: mail.headers ?? null, attachments: mail.attachments ?? null })))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/** Rows a sender may take: due ones, and those whose sender's claim ran out (it died mid-send). */
const claimable = () =>
  or(
    and(inArray(mailOutbox.status, ['queued', 'retrying']), lte(mailOutbox.nextAttemptAt, sql`now()`)),
    and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.claimedUntil, sql`now()`)),
  );

/**
 * Claims the next due message for `instance` until `leaseSeconds` from now, in one statement: the
 * row is locked with SKIP LOCKED, so two senders never take the same one, whatever the instance,
 * and no session state is needed (it works on PGlite, PostgreSQL and behind a transaction pooler).
 * The row is chosen by a scalar subquery (`id = (…)`), which PostgreSQL runs once; inside
 * `id in (…)` the planner may run it again per row and claim several rows at once.
 */
export async function claimNext(db: Database, instance: string, leaseSeconds: number): Promise<MailRow | undefined> {
  const next = db.select({ id: mailOutbox.id }).from(mailOutbox).where(claimable()).orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id)).limit(1).for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedBy: instance,
      claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds}::int)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailOutbox.id, sql`(${next})`), claimable()))
    .returning();
  return row;
}

/** Only the sender that holds the claim may record how the send went. */
const heldBy = (id: number, instance: string) => and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.claimedBy, instance));

/** The message went: sent, and the timeline event it told the applicant about marked notified. */
export async function markSent(db: Database, row: MailRow, instance: string, via: 'smtp' | 'file'): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(mailOutbox)
      .set({ status: 'sent', deliveredVia: via, sentAt: sql`now()`, claimedUntil: null, lastError: null, updatedAt: sql`now()` })
      .where(heldBy(row.id, instance))
      .returning({ eventId: mailOutbox.applicationEventId });
    if (done?.eventId) await tx.update(applicationEvents).set({ notified: true }).where(eq(applicationEvents.id, done.eventId));
  });
}

/** A temporary failure: due again in `delaySeconds`. */
export async function markRetrying(db: Database, row: MailRow, instance: string, error: string, delaySeconds: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'retrying', lastError: error, claimedUntil: null, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds}::double precision)`, updatedAt: sql`now()` })
    .where(heldBy(row.id, instance));
}

/** A permanent failure, or too many attempts: kept as `failed` until someone retries it. */
export async function markFailed(db: Database, row: MailRow, instance: string, error: string, undeliverable: boolean): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', lastError: error, undeliverable, claimedUntil: null, updatedAt: sql`now()` }).where(heldBy(row.id, instance));
}

/**
 * Queues a failed message again (from nothing: attempts back to 0). Answers the row, or what
 * stands in the way: no such message, one that is not failed, or one whose text was never kept.
 */
export async function requeueFailed(db: Database, id: number): Promise<MailRow | 'not_found' | 'not_failed' | 'no_text'> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lastError: null, undeliverable: false, claimedBy: null, claimedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed'), sql`${mailOutbox.bodyText} <> ''`))
    .returning();
  if (row) return row;
  const [found] = await db.select({ status: mailOutbox.status, bodyText: mailOutbox.bodyText }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) return 'not_found';
  return found.status !== 'failed' ? 'not_failed' : 'no_text';
}

/**
 * A deleted account's address leaves the mail log: its messages keep their kind, subject, status
 * and dates, lose their address and text, and those not sent yet are cancelled.
 */
export async function forgetRecipient(db: Database, address: string, tombstone: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      recipient: tombstone,
      bodyText: '',
      bodyHtml: null,
      headers: null,
      attachments: null,
      status: sql`case when ${mailOutbox.status} in ('queued', 'retrying', 'failed') then 'cancelled' else ${mailOutbox.status} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(sql`lower(${mailOutbox.recipient})`, address.toLowerCase()));
}

const SORTS: Record<(typeof MAIL_LOG_SORT_KEYS)[number], SQL | AnyPgColumn> = {
  createdAt: mailOutbox.createdAt,
  recipient: sql`lower(${mailOutbox.recipient})`,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
};

/** The mail log: one page of messages under the filters, their total, and the count per status under the other filters. */
export async function listMails(db: Database, query: MailLogQuery) {
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  const others: SQL[] = [
    ...words.map((w) => or(ilike(mailOutbox.recipient, `%${escapeLike(w)}%`), ilike(mailOutbox.subject, `%${escapeLike(w)}%`), ilike(mailOutbox.kind, `%${escapeLike(w)}%`))!),
    ...(query.kind ? [eq(mailOutbox.kind, query.kind)] : []),
  ];
  const where = and(...others, query.status ? eq(mailOutbox.status, query.status) : undefined);
  const perPage = query.perPage ?? 20;
  const page = query.page ?? 1;
  const order = query.sortDesc ?? true ? desc : asc;
  const [items, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(order(SORTS[query.sortBy ?? 'createdAt']), order(mailOutbox.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(mailOutbox).where(where),
    db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).where(and(...others)).groupBy(mailOutbox.status),
  ]);
  const statusCounts = Object.fromEntries(byStatus.map((r) => [r.status, r.n])) as Partial<Record<MailStatus, number>>;
  return { items, total: total?.n ?? 0, statusCounts };
}
