import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AuditOutcome } from '../../common/staff-access.js';
import type { Database } from '../db/connection.js';
import { auditLog, staffProfiles } from '../db/schema.js';

/**
 * The one way to write the audit log (table `audit_log`, append-only: a trigger refuses UPDATE and
 * DELETE). Record every decision, status move, note, export, grant and revocation, every read of
 * references, check results, offer terms or diversity data, and every refused attempt; inside the
 * transaction of the change it records, so that neither exists without the other.
 */
export interface AuditEvent {
  /** `subject.verb`, e.g. 'application.status_changed', 'application.read_denied', 'staff.invited'. */
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  applicationId?: number | null;
  jobId?: number | null;
  fields?: string[] | null;
  outcome?: AuditOutcome;
  detail?: Record<string, unknown> | null;
}

/** Who did it and from where: the signed-in caller of a request, or the system (scheduled work). */
export interface AuditActor {
  actorId: number | null;
  actorLabel: string | null;
  actorRole: string;
  requestId?: string | null;
  ip?: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { actorId: null, actorLabel: null, actorRole: 'system' };

/**
 * The actor of a signed-in request. `label` is the caller's name as it is now (kept on the row, so
 * that the log reads the same after the account changes); `role` their staff role, or 'applicant'.
 */
export function requestActor(request: FastifyRequest, label: string | null, role: string): AuditActor {
  return { actorId: request.user?.sub ?? null, actorLabel: label, actorRole: role, requestId: String(request.id), ip: request.ip };
}

/** Appends events to the audit log (in `db`, which may be a transaction). */
export async function recordAudit(db: Database, actor: AuditActor, ...events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(auditLog).values(
    events.map((event) => ({
      ...actor,
      action: event.action,
      subjectType: event.subjectType,
      subjectId: event.subjectId == null ? null : String(event.subjectId),
      applicationId: event.applicationId ?? null,
      jobId: event.jobId ?? null,
      fields: event.fields ?? null,
      outcome: event.outcome ?? 'allowed',
      detail: event.detail ?? null,
    })),
  );
}

/**
 * The audit role of an account: 'applicant' for an applicant account (`users.role` 'client'), the
 * system role of its staff profile for staff, else its account role as it is.
 */
async function auditRoleOf(db: Database, accountId: number, accountRole: string | undefined): Promise<string> {
  if (accountRole === 'client') return 'applicant';
  const [profile] = await db.select({ role: staffProfiles.systemRole }).from(staffProfiles).where(eq(staffProfiles.userId, accountId));
  return profile?.role ?? accountRole ?? 'unknown';
}

/**
 * The actor of a request, named without repeating code in every module: their name as it is now
 * (from the account state the access check already read, so no query), and their role: `role` when
 * the caller knows it (no query), else one query for the staff profile's system role. A request
 * without a signed-in caller is 'anonymous'.
 */
export async function auditActorOf(request: FastifyRequest, role?: string): Promise<AuditActor> {
  const accountId = request.user?.sub;
  if (accountId === undefined) return requestActor(request, null, role ?? 'anonymous');
  const state = await request.server.accountState.get(accountId);
  // The account state carries the staff grant once the ability is built from the database (branch
  // `access`): its system role then costs no query.
  const staffRole = (state as { staff?: { systemRole?: string } | null } | null)?.staff?.systemRole;
  const actorRole = role ?? staffRole ?? (await auditRoleOf(request.server.db, accountId, state?.role));
  // An applicant's name is not kept in the log (it cannot be erased from an append-only table when
  // they delete their account): their rows carry the account id only. Staff names stay (they are
  // deactivated, never deleted, and their name is what the log is read for).
  return requestActor(request, actorRole === 'applicant' ? null : (state?.fullName ?? null), actorRole);
}

/**
 * A route's `onError` hook that records a refused attempt (403 from its access check or its
 * handler) as `event` with outcome 'denied', and the refused caller as actor. The answer stays the
 * 403: a failure to record is logged, never shown to the caller. Usage:
 * `{ preHandler: fastify.authorize(...), onError: auditRefusals({ action: 'audit.read_denied', subjectType: 'AuditLog' }) }`.
 */
export function auditRefusals(event: Omit<AuditEvent, 'outcome'> | ((request: FastifyRequest) => Omit<AuditEvent, 'outcome'>)) {
  return async function recordRefusal(request: FastifyRequest, _reply: FastifyReply, error: FastifyError): Promise<void> {
    if (error.statusCode !== 403 || request.user?.sub === undefined) return;
    try {
      const refused = typeof event === 'function' ? event(request) : event;
      await recordAudit(request.server.db, await auditActorOf(request), { ...refused, outcome: 'denied' });
    } catch (err) {
      request.log.error({ err }, 'a refused attempt was not recorded in the audit log');
    }
  };
}
