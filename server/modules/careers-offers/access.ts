import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Action } from '../../../common/ability.js';
import { recordRefusal } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import type { Database } from '../../db/connection.js';
import { applicationSubject, findApplication, type ApplicationRow } from '../careers-applications/index.js';
import type { JobRow } from '../careers-jobs/index.js';

/**
 * Who may see and do what with offers. An offer is read by whoever may read its application and
 * decided by whoever may `decide` it (the `make_decisions` flag, or a team row granting it);
 * anything else answers 404 (audited) as if it did not exist, or 403 when readable. Occupational
 * health (`manage HealthCheck`) reaches the health checks only, never the application.
 */
export interface StaffTarget {
  row: ApplicationRow;
  job: JobRow;
}

export const seesHealth = (request: FastifyRequest) => request.ability.can('manage', 'HealthCheck');

/** The application `id` when the caller may do every one of `actions` with it. */
export async function staffApplication(db: Database, request: FastifyRequest, id: number, actions: Action[]): Promise<StaffTarget> {
  const found = await findApplication(db, id);
  const facts = found && { id: found.row.id, jobId: found.row.jobId, status: found.row.status, applicantId: found.row.applicantId, department: found.job.department };
  if (!found || !facts || found.row.status === 'draft' || !request.ability.can('read', applicationSubject(facts))) {
    await recordRefusal(db, request, { action: 'offer.read_denied', subjectType: 'Application', subjectId: id, applicationId: id });
    throw refuse('application_not_found', 'This application does not exist.');
  }
  for (const action of actions) {
    if (request.ability.can(action, applicationSubject(facts))) continue;
    await recordRefusal(db, request, { action: `offer.${action}_denied`, subjectType: 'Application', subjectId: id, applicationId: id, jobId: found.job.id });
    throw forbidden('You may see this application but not do this.');
  }
  return found;
}

/** The applicant's own application (404 for anyone else's). */
export async function ownApplication(db: Database, request: FastifyRequest, id: number): Promise<StaffTarget> {
  const found = await findApplication(db, id, request.user.sub);
  if (!found) throw refuse('application_not_found', 'This application does not exist.');
  return found;
}

/** Staff who work on offers or checks: reviewers of applications, occupational health, the catalogue's keepers (applicants get 403). */
export function offerStaff(fastify: FastifyInstance): preHandlerHookHandler[] {
  async function allowed(request: FastifyRequest) {
    const a = request.ability;
    if (!a.can('read', 'Application') && !a.can('manage', 'HealthCheck') && !a.can('manage', 'CheckType')) throw forbidden();
  }
  return [fastify.authenticate, allowed];
}
