import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { accessibilityFeedback, users } from '../../db/schema.js';
import { escapeLike } from '../../lib/list-query.js';
import type { AccessibilityFeedback, AccessibilityFeedbackInput, AccessibilityFeedbackQuery } from './schemas.js';

/** A database or an open transaction. */
type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

const columns = {
  id: accessibilityFeedback.id,
  reference: accessibilityFeedback.reference,
  kind: accessibilityFeedback.kind,
  message: accessibilityFeedback.message,
  format: accessibilityFeedback.format,
  page: accessibilityFeedback.page,
  name: accessibilityFeedback.name,
  email: accessibilityFeedback.email,
  phone: accessibilityFeedback.phone,
  contactPreference: accessibilityFeedback.contactPreference,
  locale: accessibilityFeedback.locale,
  status: accessibilityFeedback.status,
  createdAt: accessibilityFeedback.createdAt,
  handledAt: accessibilityFeedback.handledAt,
  handledBy: users.fullName,
  handledNote: accessibilityFeedback.handledNote,
};

type Row = Omit<AccessibilityFeedback, 'createdAt' | 'handledAt'> & { createdAt: Date; handledAt: Date | null };

const toFeedback = (row: Row): AccessibilityFeedback => ({ ...row, createdAt: row.createdAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null });

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Stores a message of the form; answers its id and reference. */
export async function insertFeedback(db: Executor, input: AccessibilityFeedbackInput): Promise<{ id: number; reference: string }> {
  const [row] = await db
    .insert(accessibilityFeedback)
    .values({
      kind: input.kind,
      message: input.message.trim(),
      format: blankToNull(input.format),
      page: blankToNull(input.page),
      name: input.name.trim(),
      email: input.email.trim(),
      phone: blankToNull(input.phone),
      contactPreference: input.contactPreference,
      locale: input.locale,
    })
    .returning({ id: accessibilityFeedback.id, reference: accessibilityFeedback.reference });
  return row!;
}

/** One page of the feedback, newest first, with the counts per status under the same search and kind. */
export async function listFeedback(db: Database, query: AccessibilityFeedbackQuery) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  const conditions: SQL[] = [];
  const q = query.q?.trim().toLowerCase();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const searched = [accessibilityFeedback.reference, accessibilityFeedback.name, accessibilityFeedback.email, accessibilityFeedback.message];
    conditions.push(sql`(${sql.join(searched.map((column) => sql`lower(${column}) like ${like}`), sql` or `)})`);
  }
  if (query.kind) conditions.push(eq(accessibilityFeedback.kind, query.kind));
  const scope = and(...conditions);
  const where = query.status ? and(scope, eq(accessibilityFeedback.status, query.status)) : scope;
  const rows = await db
    .select(columns)
    .from(accessibilityFeedback)
    .leftJoin(users, eq(users.id, accessibilityFeedback.handledBy))
    .where(where)
    .orderBy(desc(accessibilityFeedback.createdAt), desc(accessibilityFeedback.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counts] = await db
    .select({
      open: sql<number>`count(*) filter (where ${accessibilityFeedback.status} = 'open')::int`,
      handled: sql<number>`count(*) filter (where ${accessibilityFeedback.status} = 'handled')::int`,
    })
    .from(accessibilityFeedback)
    .where(scope);
  const statusCounts = { open: Number(counts?.open ?? 0), handled: Number(counts?.handled ?? 0) };
  return { items: (rows as Row[]).map(toFeedback), total: query.status ? statusCounts[query.status] : statusCounts.open + statusCounts.handled, statusCounts };
}

/**
 * Marks an open item handled, in one statement (two staff marking it at once: one wins, the other
 * is told it was handled already). Answers 'missing', 'handled already' or the item.
 */
export async function markHandled(db: Executor, id: number, by: number, note: string | null): Promise<'missing' | 'already' | AccessibilityFeedback> {
  const [changed] = await db
    .update(accessibilityFeedback)
    .set({ status: 'handled', handledAt: sql`now()`, handledBy: by, handledNote: note })
    .where(and(eq(accessibilityFeedback.id, id), eq(accessibilityFeedback.status, 'open')))
    .returning({ id: accessibilityFeedback.id });
  const [row] = await db.select(columns).from(accessibilityFeedback).leftJoin(users, eq(users.id, accessibilityFeedback.handledBy)).where(eq(accessibilityFeedback.id, id));
  if (!row) return 'missing';
  return changed ? toFeedback(row as Row) : 'already';
}
