import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { jobTeam, staffProfiles, users } from '../../db/schema.js';
import * as paths from '../../../common/paths.js';
import type { JobRow } from '../careers-jobs/index.js';
import { offerMail } from './emails.js';
import type { OfferRow } from './repo.js';

/** The team roles told when the applicant answers an offer: the job's recruiters and its recruiting lead. */
const TOLD_ROLES = ['recruiting_manager', 'recruitment_admin'] as const;

/**
 * Who is told of the applicant's answer: the recruiters and recruiting manager of the job's active
 * hiring team, and the offer's author; each once, active accounts only (a deactivated staff member is not).
 */
export async function answerRecipients(db: Database, jobId: number, authorId: number) {
  const onTeam = and(eq(jobTeam.jobId, jobId), isNull(jobTeam.removedAt), inArray(jobTeam.teamRole, [...TOLD_ROLES]));
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
    .from(users)
    .leftJoin(jobTeam, and(eq(jobTeam.userId, users.id), onTeam))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(and(eq(users.status, 'active'), isNull(staffProfiles.deactivatedAt), or(eq(users.id, authorId), eq(jobTeam.jobId, jobId))));
  return rows.sort((a, b) => a.id - b.id);
}

/** Queues, in `tx`, the e-mail of `kind` about the applicant's answer to each recipient, in their language. */
export async function tellStaffOfAnswer(
  app: FastifyInstance,
  config: AppConfig,
  tx: Database,
  offer: OfferRow,
  job: JobRow,
  kind: 'offer-accepted' | 'offer-declined',
  applicantName: string,
) {
  const link = `${config.publicUrl}${paths.to(paths.careers.application, offer.applicationId)}`;
  for (const to of await answerRecipients(tx, job.id, offer.createdBy)) {
    await app.mailer.queue(tx, offerMail(kind, to, job, applicantName, link));
  }
}
