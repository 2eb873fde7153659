import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process: the app delivers to it over TCP. */
function startSmtp() {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: Received[]; next(): Promise<void>; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        next: () => new Promise<void>((r) => waiters.push(r)),
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

const mailOutcomes = async (t: TestApp) =>
  ((await t.app.db.execute(sql`select kind, outcome from mail_log order by id`)) as unknown as { rows: { kind: string; outcome: string }[] }).rows;

describe('e-mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://careers.hospital.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the activation e-mail in the applicant\'s language with a working link, and logs it as sent', async () => {
    const arrived = smtp.next();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: { username: 'marie', email: 'marie@example.org', password: 'une longue phrase', locale: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    await arrived;
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['marie@example.org']);
    const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    expect(decoded).toMatch(/Subject: =\?UTF-8\?|Subject: Activez/);
    const token = /https:\/\/careers\.hospital\.example\/careers\/activate-account\?token=([\w-]+)/.exec(decoded)?.[1];
    expect(token).toBeTruthy();
    const activated = await t.app.inject({ method: 'POST', url: '/api/careers/activate-account', payload: { token } });
    expect(activated.statusCode).toBe(200);
    expect(await mailOutcomes(t)).toContainEqual({ kind: 'activation', outcome: 'sent' });
  });
});

describe('when the SMTP server is down', () => {
  it('registration still succeeds and the failed send is logged', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'offline', email: 'offline@example.org', password: 'a long passphrase' } });
      expect(res.statusCode).toBe(200);
      expect((await t.login('offline@example.org', 'a long passphrase')).statusCode).toBe(200);
      expect(await mailOutcomes(t)).toContainEqual({ kind: 'activation', outcome: 'failed' });
    } finally {
      await t.close();
    }
  });
});
