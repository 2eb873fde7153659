import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { timeSlices } from '../../lib/time-slices.js';
import type { Locale } from '../../../common/locales.js';
import * as paths from '../../../common/paths.js';
import type { AlertCriteria, AlertFrequency } from '../../db/schema.js';
import { boardMatcher, type BoardMatcher, type PublicJobSummary } from '../careers-jobs/index.js';
import { digestMail } from './emails.js';
import { duePeriods, localMoment } from './periods.js';
import { claimAlerts, dueAlerts, excludedPairs, markSent, recordSentJobs, type AlertRow } from './repo.js';
import { newToken, storeTokens } from './tokens.js';

/** Jobs listed in one e-mail at most; "see all" opens the saved search for the rest. */
export const MAX_JOBS_PER_MAIL = 20;
/** Alerts handled per transaction: its statements short enough for web requests to pass in between (the embedded database runs each on the event loop; 100 held searches up to 0.6 s, `BENCH_ONLY=alerts npm run bench`). */
export const DIGEST_BATCH = 25;
/** The longest the digest keeps the event loop before handing it back to web requests. */
const DIGEST_SLICE_MS = 10;

export interface DigestResult {
  /** Alerts looked at (claimed for the period by this run). */
  alerts: number;
  /** E-mails queued. */
  mails: number;
  /** Jobs listed in them, in all. */
  jobs: number;
}

/** The saved search as the board's URL (`/careers/jobs?q=…&department=…`): the "see all" link. */
export function searchUrl(publicUrl: string, criteria: AlertCriteria): string {
  const params = new URLSearchParams();
  if (criteria.q) params.set('q', criteria.q);
  for (const key of ['department', 'location', 'employmentType', 'workingPattern'] as const) for (const value of criteria[key] ?? []) params.append(key, value);
  const query = params.toString();
  return `${publicUrl}${paths.careers.jobs}${query ? `?${query}` : ''}`;
}

/** The mailbox of MAIL_FROM (`Careers <careers@…>` → `careers@…`): the List-Unsubscribe mailto. */
const mailbox = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** RFC 8058 and RFC 2919 headers of an alert e-mail: one-click unsubscribe (HTTPS POST and mailto) and the list's id. */
export function listHeaders(config: AppConfig, alertId: number, token: string): Record<string, string> {
  const host = new URL(config.publicUrl).hostname;
  const post = `${config.publicUrl}/api/careers/job-alerts/unsubscribe?token=${token}`;
  const mailto = `mailto:${mailbox(config.mailFrom)}?subject=${encodeURIComponent(`unsubscribe job alert ${alertId}`)}`;
  return {
    'List-Unsubscribe': `<${post}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `Job alerts <job-alerts.${host}>`,
  };
}

/**
 * One batch: each alert's new matching jobs (the board's own search, published after the alert's
 * watermark, not sent before, not applied to), then in one transaction the claims of the period,
 * the jobs recorded as sent (a primary key per alert and job), the e-mails' tokens and the e-mails
 * themselves. An alert another run claimed first is skipped; one with nothing new is claimed and
 * sent nothing.
 */
async function digestBatch(app: FastifyInstance, config: AppConfig, alerts: AlertRow[], ctx: { matcher: BoardMatcher; period: string; instance: string; startedAt: Date; slice: () => Promise<void> }): Promise<DigestResult> {
  const found = new Map<number, PublicJobSummary[]>();
  for (const alert of alerts) {
    found.set(alert.id, await ctx.matcher.match(alert.criteria, alert.watermarkAt));
    await ctx.slice();
  }
  const jobIds = [...new Set([...found.values()].flat().map((job) => job.id))];
  const excluded = await excludedPairs(app.db, alerts.map((a) => a.id), jobIds);
  for (const [alertId, jobs] of found) found.set(alertId, jobs.filter((job) => !excluded.has(`${alertId}:${job.id}`)));

  return app.db.transaction(async (tx) => {
    const claimed = await claimAlerts(tx, ctx.period, ctx.instance, alerts.map((a) => ({ alertId: a.id, jobs: Math.min(found.get(a.id)!.length, MAX_JOBS_PER_MAIL) })));
    const listed = alerts.filter((a) => claimed.has(a.id) && found.get(a.id)!.length).map((a) => ({ alert: a, jobs: found.get(a.id)!.slice(0, MAX_JOBS_PER_MAIL) }));
    await ctx.slice();
    const fresh = await recordSentJobs(tx, listed.flatMap(({ alert, jobs }) => jobs.map((job) => ({ alertId: alert.id, jobId: job.id }))));
    await ctx.slice();
    const mails = [];
    let jobCount = 0;
    const tokens: { alertId: number; token: string }[] = [];
    for (const { alert, jobs } of listed) {
      const sending = jobs.filter((job) => fresh.has(`${alert.id}:${job.id}`));
      if (!sending.length) continue;
      jobCount += sending.length;
      const token = newToken();
      tokens.push({ alertId: alert.id, token });
      const total = found.get(alert.id)!.length;
      mails.push(
        digestMail({
          alert: { name: alert.name, email: alert.email, locale: alert.locale as Locale, frequency: alert.frequency },
          jobs: sending,
          total: total - (jobs.length - sending.length),
          links: {
            seeAll: searchUrl(config.publicUrl, alert.criteria),
            manage: `${config.publicUrl}${paths.careers.jobAlertManage}?token=${token}`,
            job: (job) => `${config.publicUrl}${paths.to(paths.careers.job, job.slug)}`,
          },
          timeZone: config.alertsTimeZone,
          region: config.region,
          headers: listHeaders(config, alert.id, token),
        }),
      );
      await ctx.slice();
    }
    await storeTokens(tx, 'manage', tokens);
    await ctx.slice();
    await app.mailer.queueMany(tx, mails);
    await ctx.slice();
    await markSent(tx, tokens.map((t) => t.alertId), ctx.startedAt);
    return { alerts: claimed.size, mails: mails.length, jobs: jobCount };
  });
}

/**
 * Sends the digests of `periods`: the due alerts in batches of DIGEST_BATCH (by id), the board's
 * search run for each, between batches the event loop handed back to web requests. Safe to run
 * again or on several instances at once: every alert is claimed once per period.
 */
export async function runDigest(
  app: FastifyInstance,
  config: AppConfig,
  periods: { frequency: AlertFrequency; period: string }[],
  opts: { instance: string; batchSize?: number },
): Promise<DigestResult> {
  const total: DigestResult = { alerts: 0, mails: 0, jobs: 0 };
  if (!periods.length) return total;
  const startedAt = new Date();
  const matcher = await boardMatcher(app.db);
  // Web requests wait at most about a slice behind the digest (searches need no database: they pass
  // even while a batch's transaction holds the embedded database's one connection).
  const slice = timeSlices(DIGEST_SLICE_MS);
  for (const { frequency, period } of periods) {
    let afterId = 0;
    for (;;) {
      const alerts = await dueAlerts(app.db, frequency, period, afterId, opts.batchSize ?? DIGEST_BATCH);
      if (!alerts.length) break;
      afterId = alerts.at(-1)!.id;
      const done = await digestBatch(app, config, alerts, { matcher, period, instance: opts.instance, startedAt, slice });
      total.alerts += done.alerts;
      total.mails += done.mails;
      total.jobs += done.jobs;
      if (done.mails) app.mailer.nudge();
      await slice();
    }
  }
  return total;
}

/** The periods the scheduled task sends at `now` (from the configured local hour on). */
export const scheduledPeriods = (config: AppConfig, now = new Date()) =>
  duePeriods(now, { timeZone: config.alertsTimeZone, sendHour: config.alertsSendHour, weeklyDay: config.alertsWeeklyDay });

/** "Send now" (the operators' command, the browser test): today's periods of both frequencies, whatever the hour and day. */
export function currentPeriods(config: AppConfig, now = new Date()) {
  const { date } = localMoment(now, config.alertsTimeZone);
  return [
    { frequency: 'daily' as const, period: `d:${date}` },
    { frequency: 'weekly' as const, period: `w:${date}` },
  ];
}
