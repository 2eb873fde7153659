import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import { AnswerCipher } from './crypto.js';
import { purgeExpiredReferences, runReferenceReminders } from './reminders.js';
import { runEndedNotices } from './notices.js';
import { applicantReferenceRoutes, refereeRoutes } from './routes-public.js';
import { staffReferenceRoutes } from './routes-staff.js';
import { referencesSchemas } from './schemas.js';

/** How often reminders and the retention purge are looked at (once across the instances). */
const REMINDERS_MS = 3_600_000;

/** The answers' key (loaded once the database is up), the reminders task, then the routes. */
async function careersReferences(fastify: FastifyInstance, opts: ModuleOptions) {
  let cipher: AnswerCipher | undefined;
  fastify.addHook('onReady', async () => {
    cipher = await AnswerCipher.load(fastify.db, opts.config.references.key);
  });
  const cipherOf = () => {
    if (!cipher) throw new Error('references key not loaded');
    return cipher;
  };
  fastify.scheduler.every('reference-reminders', REMINDERS_MS, async () => {
    const mails = await runReferenceReminders(fastify, opts.config, { instance: fastify.scheduler.instance });
    const ended = await runEndedNotices(fastify, opts.config, fastify.scheduler.instance);
    const purged = await purgeExpiredReferences(fastify, opts.config);
    if (mails || ended || purged) fastify.log.info({ mails, ended, purged }, 'reference reminders sent');
  });
  const withCipher = { ...opts, cipher: cipherOf };
  await fastify.register(staffReferenceRoutes, withCipher);
  await fastify.register(refereeRoutes, withCipher);
  await fastify.register(applicantReferenceRoutes, opts);
}

/** References (issue 30): requests to referees by link, reminders that go once, confidential answers kept confidential. */
export const careersReferencesModule: ApiModule = { name: 'careers-references', routes: careersReferences, schemas: referencesSchemas };

/** For the offer's references check (issue 29), operators and tests. */
export { referencesSatisfied, REQUIRED_REFERENCES } from './satisfied.js';
export { runReferenceReminders, purgeExpiredReferences } from './reminders.js';
export { runEndedNotices } from './notices.js';
