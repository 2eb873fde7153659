import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../helpers/database.js';
import { freePort, startServer, waitForHealth } from '../helpers/server-process.js';
import { decodeMail, eventually, startSilentSmtp, startSmtp } from '../helpers/smtp.js';

/**
 * Reliability: the server is killed (SIGKILL) after it acknowledged a registration and while its
 * activation e-mail is still on the way (the mail server never answered). Restarted on the same
 * data, it sends the e-mail once its first claim has run out: once, with a link that works.
 */
describe('an e-mail survives a crash of the server process', () => {
  it('queued and mid-send at SIGKILL, it is sent after the restart, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careers-mail-crash-'));
    const database = await createTestDatabase({ durable: true });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), WEB_DIST: join(dataDir, 'none'), DATABASE_URL: database.url, MAIL_CLAIM_SECONDS: '5' };
    const silent = await startSilentSmtp();
    const smtp = await startSmtp();
    try {
      const server = startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${silent.port}` });
      await waitForHealth(`${base}/api/health`, { server });
      const reached = silent.nextConnection();
      const registered = await fetch(`${base}/api/jwt/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'crash.mail', email: 'crash.mail@example.org', password: 'a long enough passphrase' }),
      });
      expect(registered.status).toBe(200);
      await reached; // the sender has claimed the message and is waiting for the mail server's greeting
      server.child.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      await silent.close();

      const again = startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      try {
        await waitForHealth(`${base}/api/health`, { server: again });
        await eventually(() => smtp.received.length > 0, 'the activation e-mail after the restart', 30_000);
        // Well past another claim's length: nothing is sent a second time.
        await new Promise((r) => setTimeout(r, 7000));
        expect(smtp.received.map((m) => m.to)).toEqual([['crash.mail@example.org']]);
        const token = /\/careers\/activate-account\?token=([\w-]+)/.exec(decodeMail(smtp.received[0]!.raw))?.[1];
        const activated = await fetch(`${base}/api/careers/activate-account`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
        expect(activated.status).toBe(200);
      } finally {
        again.child.kill('SIGTERM');
        await again.exited;
      }
    } finally {
      await smtp.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
