import { and, asc, count, desc, eq, ilike, like, lte, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { auditLog, staffProfiles, users } from '../../db/schema.js';
import { endOfDay } from '../../lib/dates.js';
import { escapeLike } from '../../lib/list-query.js';
import type { AuditEventEntry, AuditEventQuery, AuditFilters } from './schemas.js';

/** The audit log's SQL: its search (filters, sort, page, total) and the export's batches. */

const startOfDay = (day: string) => new Date(`${day}T00:00:00`);

/** Every word must appear in the actor's name as recorded. */
/**
 * The actor's name as recorded, else as the account has it now (an applicant's name is not
 * recorded: server/lib/audit.ts). Queries using it join `users` on the actor (`withActor`).
 */
const actorName = sql<string | null>`coalesce(${auditLog.actorLabel}, ${users.fullName})`;

function actorText(q: string | undefined): SQL | undefined {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  return words.length ? and(...words.map((word) => ilike(actorName, `%${escapeLike(word)}%`))) : undefined;
}

/** An action, or every action of a subject when it ends with a dot (`application.`). */
const actionMatch = (action: string | undefined) =>
  !action ? undefined : action.endsWith('.') ? like(auditLog.action, `${escapeLike(action)}%`) : eq(auditLog.action, action);

/** The conditions of the filters (they are validated: the range is in order). */
export function auditConditions(filters: AuditFilters): SQL | undefined {
  return and(
    filters.applicationId ? eq(auditLog.applicationId, filters.applicationId) : undefined,
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    actionMatch(filters.action),
    filters.outcome ? eq(auditLog.outcome, filters.outcome) : undefined,
    filters.from ? sql`${auditLog.at} >= ${startOfDay(filters.from).toISOString()}` : undefined,
    filters.to ? sql`${auditLog.at} <= ${endOfDay(filters.to).toISOString()}` : undefined,
    actorText(filters.q),
  );
}

const selection = {
  id: auditLog.id,
  at: auditLog.at,
  /** The instant with its microseconds, as the export's cursor (a Date keeps milliseconds only). */
  atExact: sql<string>`${auditLog.at}::text`,
  actorId: auditLog.actorId,
  actorLabel: auditLog.actorLabel,
  actorRole: auditLog.actorRole,
  currentName: users.fullName,
  deactivatedAt: staffProfiles.deactivatedAt,
  action: auditLog.action,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  applicationId: auditLog.applicationId,
  jobId: auditLog.jobId,
  fields: auditLog.fields,
  outcome: auditLog.outcome,
  detail: auditLog.detail,
  requestId: auditLog.requestId,
  ip: auditLog.ip,
};

export interface AuditRow {
  id: number;
  at: Date;
  atExact: string;
  actorId: number | null;
  actorLabel: string | null;
  actorRole: string | null;
  currentName: string | null;
  deactivatedAt: Date | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  applicationId: number | null;
  jobId: number | null;
  fields: string[] | null;
  outcome: 'allowed' | 'denied';
  detail: Record<string, unknown> | null;
  requestId: string | null;
  ip: string | null;
}

/** A row as the API answers it: the actor named (as recorded, else as now) and marked when deactivated now. */
export function toEntry(row: AuditRow): AuditEventEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorLabel ?? row.currentName, role: row.actorRole, deactivated: row.deactivatedAt !== null },
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    applicationId: row.applicationId,
    jobId: row.jobId,
    fields: row.fields,
    outcome: row.outcome,
    detail: row.detail,
    requestId: row.requestId,
    ip: row.ip,
  };
}

const rows = (db: Database, where: SQL | undefined) =>
  db
    .select(selection)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, auditLog.actorId))
    .where(where);

/** The chosen order, then newest first, then the id (stable pages). */
function order(query: AuditEventQuery): SQL[] {
  const dir = (query.sortDesc ?? true) ? desc : asc;
  switch (query.sortBy ?? 'at') {
    case 'actor':
      return [dir(sql`lower(${actorName})`), desc(auditLog.at), desc(auditLog.id)];
    case 'action':
      return [dir(auditLog.action), desc(auditLog.at), desc(auditLog.id)];
    case 'outcome':
      return [dir(auditLog.outcome), desc(auditLog.at), desc(auditLog.id)];
    default:
      return [dir(auditLog.at), dir(auditLog.id)];
  }
}

/** One page of the events the filters select, and how many they select in all. */
export async function listAuditEvents(db: Database, query: AuditEventQuery) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 25;
  const where = auditConditions(query);
  const [items, [total]] = await Promise.all([
    rows(db, where)
      .orderBy(...order(query))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return { items: (items as AuditRow[]).map(toEntry), total: Number(total?.n ?? 0), page, perPage };
}

/** The newest event's id now (0 when the log is empty): an export reads no row added after it started. */
export async function lastAuditId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(auditLog.id) }).from(auditLog);
  return Number(row?.id ?? 0);
}

/** How many events the filters select, up to `upTo`. */
export async function countAuditEvents(db: Database, filters: AuditFilters, upTo: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(auditConditions(filters), lte(auditLog.id, upTo)));
  return Number(row?.n ?? 0);
}

/** Where the previous batch stopped: its last row's exact instant and id. */
export interface AuditCursor {
  at: string;
  id: number;
}

/**
 * One batch of the export: the events the filters select up to `upTo`, in time order, after
 * `cursor` (keyset paging on (at, id): each batch costs the same, however deep in the log).
 */
export async function auditBatch(db: Database, filters: AuditFilters, options: { upTo: number; newestFirst: boolean; after?: AuditCursor; size: number }): Promise<AuditRow[]> {
  const { upTo, newestFirst, after, size } = options;
  const past = after
    ? newestFirst
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id})`
      : sql`(${auditLog.at}, ${auditLog.id}) > (${after.at}::timestamptz, ${after.id})`
    : undefined;
  const dir = newestFirst ? desc : asc;
  return (await rows(db, and(auditConditions(filters), lte(auditLog.id, upTo), past))
    .orderBy(dir(auditLog.at), dir(auditLog.id))
    .limit(size)) as AuditRow[];
}
