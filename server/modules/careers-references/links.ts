import type { FastifyInstance } from 'fastify';
import * as paths from '../../../common/paths.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { referenceMail, type ReferenceMailKind } from './emails.js';
import type { ApplicationContext, RequestRow } from './repo.js';
import { issueToken } from './tokens.js';

/** The applicant's name as submitted (the e-mails name them to the referee). */
export const applicantNameOf = (ctx: ApplicationContext) => String((ctx.snapshot?.applicant as { fullName?: string } | undefined)?.fullName ?? '');

/** The applicant's own addresses: the account's and the one submitted (a referee may be neither). */
export function applicantEmailsOf(ctx: ApplicationContext): string[] {
  const submitted = (ctx.snapshot?.applicant as { email?: string } | undefined)?.email;
  return [ctx.applicantEmail, submitted].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase());
}

/** Queues an e-mail to the referee with a new link (in `tx`): the request or a reminder. The plain token leaves only in the e-mail. */
export async function mailReferee(app: FastifyInstance, config: AppConfig, tx: Database, row: RequestRow, ctx: ApplicationContext, kind: ReferenceMailKind): Promise<void> {
  await issueToken(tx, row.id, (token) => {
    const link = `${config.publicUrl}${paths.careers.reference}?token=${token}`;
    return app.mailer.queue(tx, referenceMail(kind, { to: row.refereeEmail ?? '', name: row.referee?.name ?? '', locale: row.locale, link, applicant: applicantNameOf(ctx), job: ctx.jobTitle }));
  });
}

/** Queues an e-mail to the applicant about one request (declined, no answer yet), in their language. */
export async function mailApplicant(app: FastifyInstance, config: AppConfig, tx: Database, row: RequestRow, ctx: ApplicationContext, kind: ReferenceMailKind): Promise<void> {
  if (!ctx.applicantEmail || ctx.applicantId === null) return;
  const link = `${config.publicUrl}${paths.to(paths.careers.myApplication, ctx.id)}`;
  const mail = referenceMail(kind, { to: ctx.applicantEmail, name: applicantNameOf(ctx), locale: ctx.applicantLocale ?? 'en', link, applicant: applicantNameOf(ctx), job: ctx.jobTitle, referee: row.referee?.name ?? '' });
  await app.mailer.queue(tx, mail);
}
