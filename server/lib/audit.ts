import type { FastifyRequest } from 'fastify';
import type { AuditOutcome } from '../../common/staff-access.js';
import type { Database } from '../db/connection.js';
import { auditLog } from '../db/schema.js';

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
 * The actor of a request, named without repeating code in every module: their name and role as
 * they are now, from the account state the access check already read (no query): the staff
 * system role, or 'applicant'. A request without a signed-in caller is 'anonymous'. An applicant's
 * name is not kept in the log (it could not be erased from an append-only table when they delete
 * their account): their rows carry the account id only. Staff names stay (staff are deactivated,
 * never deleted, and their name is what the log is read for).
 */
export async function auditActorOf(request: FastifyRequest): Promise<AuditActor> {
  const accountId = request.user?.sub;
  if (accountId === undefined) return requestActor(request, null, 'anonymous');
  const state = await request.server.accountState.get(accountId);
  const role = state?.staff?.systemRole ?? (state?.role === 'client' ? 'applicant' : (state?.role ?? 'unknown'));
  return requestActor(request, role === 'applicant' ? null : (state?.fullName ?? null), role);
}

/** Records a refused attempt (outcome `denied`) of the request's caller. */
export async function recordRefusal(db: Database, request: FastifyRequest, event: Omit<AuditEvent, 'outcome'>): Promise<void> {
  await recordAudit(db, await auditActorOf(request), { ...event, outcome: 'denied' });
}
