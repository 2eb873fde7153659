import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, type TestApp } from '../helpers/app.js';
import { jobAlerts, mailOutbox } from '../../server/db/schema.js';
import { inDays, publishableJob } from './careers-helpers.js';

export const ALERTS = '/api/careers/job-alerts';

/** Creates and publishes a job as the demo administrator; answers it. */
export async function publishJob(t: TestApp, title: string, overrides: Record<string, unknown> = {}) {
  const headers = bearer(await t.token('admin'));
  const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers, payload: publishableJob(title, inDays(10), overrides) });
  if (created.statusCode !== 201) throw new Error(`create ${title}: ${created.body}`);
  const published = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${created.json().id}/publish`, headers });
  if (published.statusCode !== 200) throw new Error(`publish ${title}: ${published.body}`);
  return published.json() as { id: number; slug: string; title: string };
}

/** Saves an alert as a signed-in account (201); answers it. */
export async function saveAlert(app: FastifyInstance, headers: Record<string, string>, criteria: object, extra: object = {}) {
  const res = await app.inject({ method: 'POST', url: ALERTS, headers, payload: { name: 'Pharmacy', criteria, frequency: 'daily', ...extra } });
  if (res.statusCode !== 201) throw new Error(`save alert: ${res.body}`);
  return res.json().alert as { id: number; status: string };
}

/** The job-alert e-mails queued to `email`, oldest first. */
export const alertMails = (app: FastifyInstance, email: string) =>
  app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).then((rows) => rows.filter((r) => r.kind === 'job-alert').sort((a, b) => a.id - b.id));

/** The token of the manage link in an alert e-mail's text. */
export const manageToken = (text: string) => /job-alerts\/manage\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

/** An alert's watermark moved back: every open job counts as new for it again (what sent-job rows must still stop). */
export const rewind = (app: FastifyInstance, alertId: number) => app.db.update(jobAlerts).set({ watermarkAt: new Date(0) }).where(eq(jobAlerts.id, alertId));
