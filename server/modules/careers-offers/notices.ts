import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { rawRows } from '../../db/raw-rows.js';
import { applicationEnded } from '../../lib/application-ends.js';
import { recordAudit, SYSTEM_ACTOR } from '../../lib/audit.js';
import * as paths from '../../../common/paths.js';
import { offerMail } from './emails.js';
import { addDays } from './offer-parts.js';
import { today } from './views.js';

/** Days before the respond-by date the applicant is reminded, and before a check's expiry HR is. */
export const REMINDER_DAYS = 2;
export const CHECK_FOLLOW_UP_DAYS = 30;

interface Due {
  offer_id: number;
  application_id: number;
  respond_by: string;
  title: string;
  reference: string;
  email: string;
  full_name: string;
  locale: string;
  staff_email: string;
  staff_name: string;
  staff_locale: string;
  applicant_name: string;
  check_label: string | null;
}

/** The offer's applicant and author, with the job: what each notice is written from. */
const PEOPLE = sql`join applications a on a.id = o.application_id
  join jobs j on j.id = o.job_id
  join users u on u.id = a.applicant_id
  join users s on s.id = o.created_by`;
const FIELDS = sql`o.id as offer_id, o.application_id, o.respond_by::text as respond_by, j.title, j.reference, u.email, u.full_name, u.locale,
  s.email as staff_email, s.full_name as staff_name, s.locale as staff_locale, u.full_name as applicant_name`;

/**
 * The offers' scheduled notices (once across the instances): a reminder two days before the
 * respond-by date, the expiry of unanswered offers (their author told), and a follow-up before a
 * check's evidence expires. Each notice is claimed by an `offer_notices` row written in the
 * transaction that queues its e-mail, so a second run or instance finds it claimed and sends nothing.
 */
export async function runOfferNotices(app: FastifyInstance, config: AppConfig) {
  const link = (applicationId: number) => `${config.publicUrl}${paths.to(paths.careers.myOffer, applicationId)}`;
  const staffLink = (applicationId: number) => `${config.publicUrl}${paths.to(paths.careers.application, applicationId)}`;
  const counts = { reminded: 0, expired: 0, followedUp: 0 };
  await app.db.transaction(async (tx) => {
    const claim = async (offerId: number, kind: string) => (await rawRows(tx, sql`insert into offer_notices (offer_id, kind) values (${offerId}, ${kind}) on conflict do nothing returning offer_id`)).length > 0;

    const reminders = await rawRows<Due>(tx, sql`select ${FIELDS}, null as check_label from offers o ${PEOPLE}
      where o.status = 'sent' and o.respond_by between ${today()}::date and ${addDays(today(), REMINDER_DAYS)}::date`);
    for (const d of reminders) {
      if (!(await claim(d.offer_id, 'reminder'))) continue;
      await app.mailer.queue(tx, offerMail('offer-reminder', { email: d.email, fullName: d.full_name, locale: d.locale }, d, d.respond_by, link(d.application_id)));
      counts.reminded += 1;
    }

    const expired = await rawRows<Due>(tx, sql`update offers o set status = 'expired', expired_at = now()
      from applications a, jobs j, users u, users s
      where o.status = 'sent' and o.respond_by < ${today()}::date and a.id = o.application_id and j.id = o.job_id and u.id = a.applicant_id and s.id = o.created_by
      returning ${FIELDS}, null as check_label`);
    for (const d of expired) {
      await tx.execute(sql`update applications set status = 'withdrawn', version = version + 1, updated_at = now() where id = ${d.application_id} and status = 'offer'`);
      await tx.execute(sql`insert into application_events (application_id, actor_role, from_status, to_status, reason, visible_to_applicant)
        values (${d.application_id}, 'system', 'offer', 'withdrawn', 'The offer expired unanswered', true)`);
      await recordAudit(tx, SYSTEM_ACTOR, { action: 'offer.expired', subjectType: 'Offer', subjectId: d.offer_id, applicationId: d.application_id });
      await applicationEnded({ app, config, tx }, d.application_id);
      if (!(await claim(d.offer_id, 'expired'))) continue;
      await app.mailer.queue(tx, offerMail('offer-expired', { email: d.staff_email, fullName: d.staff_name, locale: d.staff_locale }, d, d.applicant_name, staffLink(d.application_id)));
      counts.expired += 1;
    }

    const expiring = await rawRows<Due & { check_id: number }>(tx, sql`select ${FIELDS}, c.id as check_id, c.expires_on::text as check_label from offer_checks c join offers o on o.id = c.offer_id ${PEOPLE}
      where o.status in ('accepted', 'unconditional', 'started') and c.status = 'met' and c.expires_on is not null
        and c.expires_on between ${today()}::date and ${addDays(today(), CHECK_FOLLOW_UP_DAYS)}::date`);
    for (const d of expiring) {
      if (!(await claim(d.offer_id, `check-expiry:${d.check_id}`))) continue;
      await app.mailer.queue(tx, offerMail('check-expiring', { email: d.staff_email, fullName: d.staff_name, locale: d.staff_locale }, d, `${d.applicant_name} (${d.check_label})`, staffLink(d.application_id)));
      counts.followedUp += 1;
    }
  });
  if (counts.reminded + counts.expired + counts.followedUp) app.mailer.nudge();
  return counts;
}
