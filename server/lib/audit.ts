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
 * The actor of a signed-in request with their name and role as they are now (from the account
 * state the access check read): their staff system role, or 'applicant'.
 */
export async function staffActor(request: FastifyRequest): Promise<AuditActor> {
  const state = await request.server.accountState.get(request.user.sub);
  const role = state?.staff?.systemRole ?? (state?.role === 'client' ? 'applicant' : (state?.role ?? 'unknown'));
  return requestActor(request, state?.fullName ?? null, role);
}

/** Records a refused attempt (outcome `denied`) of the request's caller. */
export async function recordRefusal(db: Database, request: FastifyRequest, event: Omit<AuditEvent, 'outcome'>): Promise<void> {
  await recordAudit(db, await staffActor(request), { ...event, outcome: 'denied' });
}
