import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { recordAudit, SYSTEM_ACTOR } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-errors.js';
import * as paths from '../../../common/paths.js';
import { STAFF_INACTIVITY_DAYS, STAFF_INACTIVITY_WARNING_DAYS } from '../../../common/staff-access.js';
import { staffInactivityWarningMail } from './emails.js';
import { findStaff, lapsedStaff, markInactivityWarnings } from './repo.js';
import type { StaffService } from './service.js';

/** The reason kept on an account whose access lapsed. */
export const INACTIVITY_REASON = 'inactive for 12 months';

/**
 * Access lapses after 12 months without signing in (Apply's rule), with a warning e-mail two weeks
 * before, sent once (the mark and the mail are one transaction; a sign-in clears the mark). A
 * scheduled task, run once across the instances; idempotent. Answers who was warned and who lapsed.
 */
export async function runStaffInactivity(app: FastifyInstance, config: AppConfig, staff: StaffService) {
  const link = `${config.publicUrl}${paths.auth.login}`;
  const warned = await app.db.transaction(async (tx) => {
    const ids = await markInactivityWarnings(tx, STAFF_INACTIVITY_DAYS - STAFF_INACTIVITY_WARNING_DAYS);
    for (const id of ids) {
      const row = await findStaff(tx, id);
      if (row) await app.mailer.queue(tx, staffInactivityWarningMail(row, link));
    }
    if (ids.length) await recordAudit(tx, SYSTEM_ACTOR, ...ids.map((id) => ({ action: 'staff.inactivity_warned', subjectType: 'Staff', subjectId: id })));
    return ids;
  });
  if (warned.length) app.mailer.nudge();
  const lapsed: number[] = [];
  for (const id of await lapsedStaff(app.db, STAFF_INACTIVITY_DAYS, STAFF_INACTIVITY_WARNING_DAYS)) {
    try {
      await staff.deactivate(null, id, INACTIVITY_REASON);
      lapsed.push(id);
    } catch (err) {
      // The last active super admin keeps their access (refused like any deactivation); anything else is a fault.
      if (!(err instanceof HttpError)) throw err;
    }
  }
  return { warned, lapsed };
}
