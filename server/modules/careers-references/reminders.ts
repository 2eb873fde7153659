import type { FastifyInstance } from 'fastify';
import { and, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { applications, jobs, referenceChasers, referenceRequests } from '../../db/schema.js';
import type { ReferenceMailKind } from './emails.js';
import { mailApplicant, mailReferee } from './links.js';
import { applicationContext, openRequestsWhere } from './repo.js';
import { revokeTokens } from './tokens.js';

const DAY_MS = 86_400_000;
/** Applications that ended: their requests get no reminder and no nudge. */
const ENDED = ['rejected', 'withdrawn'] as const;

interface Chaser {
  kind: string;
  mail: ReferenceMailKind;
  to: 'referee' | 'applicant';
}

/** The reminders due for a request `ageDays` old: the latest due of each recipient (a task that was down does not send a backlog). */
export function dueChasers(config: AppConfig, ageDays: number): Chaser[] {
  const { reminderDays, applicantNudgeDays } = config.references;
  const due: Chaser[] = [];
  const referee = reminderDays.filter((d) => d <= ageDays).at(-1);
  if (referee !== undefined) due.push({ kind: `referee:${referee}`, mail: referee === reminderDays.at(-1) ? 'final_reminder' : 'reminder', to: 'referee' });
  const nudge = applicantNudgeDays.filter((d) => d <= ageDays);
  if (nudge.length) due.push({ kind: `applicant:${nudge.at(-1)}`, mail: nudge.length === 1 ? 'nudge_junk' : 'nudge_replace', to: 'applicant' });
  return due;
}

/**
 * Reminds referees (days 7, 14, final 28) and nudges applicants (days 9, 16) of the open requests
 * of applications still running. Each reminder is a row (request, kind) inserted before its e-mail,
 * in the e-mail's transaction: two instances or a restart send it once. Answers the e-mails queued.
 */
export async function runReferenceReminders(app: FastifyInstance, config: AppConfig, opts: { instance: string; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  const first = Math.min(...config.references.reminderDays, ...config.references.applicantNudgeDays);
  const rows = await openRequestsWhere(app.db, notInArray(applications.status, [...ENDED]), lte(referenceRequests.requestedAt, new Date(now.getTime() - first * DAY_MS)));
  let sent = 0;
  for (const row of rows) {
    const due = dueChasers(config, Math.floor((now.getTime() - row.requestedAt.getTime()) / DAY_MS));
    if (!due.length) continue;
    const ctx = await applicationContext(app.db, row.applicationId);
    if (!ctx) continue;
    sent += await app.db.transaction(async (tx) => {
      let queued = 0;
      for (const chaser of due) {
        const claimed = await tx.insert(referenceChasers).values({ requestId: row.id, kind: chaser.kind, instance: opts.instance }).onConflictDoNothing().returning();
        if (!claimed.length) continue;
        if (chaser.to === 'referee') await mailReferee(app, config, tx, row, ctx, chaser.mail);
        else await mailApplicant(app, config, tx, row, ctx, chaser.mail);
        queued++;
      }
      return queued;
    });
  }
  if (sent) app.mailer.nudge();
  return sent;
}

/**
 * Retention: the content and the referee's contact details of unsuccessful applications' requests,
 * `retentionMonths` after the job closed, are erased (the request's status and dates stay for the
 * figures) and its links revoked. Answers how many requests were purged.
 */
export async function purgeExpiredReferences(app: FastifyInstance, config: AppConfig, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - config.references.retentionMonths);
  return app.db.transaction(async (tx) => {
    const purged = await tx
      .update(referenceRequests)
      .set({ referee: null, refereeEmail: null, answers: null, declinedReason: null, reviewNote: null, purgedAt: now, updatedAt: now })
      .where(
        and(
          isNull(referenceRequests.purgedAt),
          sql`${referenceRequests.applicationId} in (select ${applications.id} from ${applications} join ${jobs} on ${jobs.id} = ${applications.jobId} where ${inArray(applications.status, [...ENDED])} and ${jobs.closesAt} <= ${cutoff})`,
        ),
      )
      .returning({ id: referenceRequests.id });
    await revokeTokens(tx, purged.map((p) => p.id));
    return purged.length;
  });
}
