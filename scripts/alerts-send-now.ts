/**
 * `npm run alerts:send-now`: sends today's job-alert digests now (daily and weekly alike), whatever
 * the configured hour, against the database of the environment (DATA_DIR or DATABASE_URL), and
 * delivers the e-mails queued. Alerts sent today already are not sent again (one claim per alert
 * and period), so running it twice, or while the server runs its own task, sends each alert once.
 * With the embedded database, stop the server first (PGlite has one process at a time); with
 * PostgreSQL it may run beside the servers.
 */
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { currentPeriods, runDigest } from '../server/modules/careers-alerts/index.js';

const config = { ...loadConfig(), webDist: '', ssrDist: '' };
const app = await buildApp(config, { logger: false });
await app.ready();
try {
  const result = await runDigest(app, config, currentPeriods(config), { instance: `send-now-${process.pid}` });
  const delivered = await app.mailer.drain();
  console.log(`job alerts: ${result.alerts} alerts looked at, ${result.mails} e-mails queued (${result.jobs} jobs), ${delivered} e-mails delivered`);
} finally {
  await app.close();
}
