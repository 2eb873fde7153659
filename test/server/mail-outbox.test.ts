import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../server/db/connection.js';
import { rawRows } from '../../server/db/raw-rows.js';
import { mailOutbox } from '../../server/db/schema.js';
import { createTransport, OutboxSender } from '../../server/modules/mail/index.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { readOutbox } from '../helpers/outbox.js';
import { decodeMail, eventually, refusedPort, startSmtp } from '../helpers/smtp.js';
import { fillVolume, mountTmpfs, unmount } from '../helpers/tmpfs.js';

interface LogEntry {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  undeliverable: boolean;
  retryable: boolean;
}

const register = (t: TestApp, username: string, email: string, locale = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username, email, password: 'a long passphrase', locale } });

/** The mail log as an administrator reads it through the API. */
async function mailLog(t: TestApp, query = ''): Promise<{ items: LogEntry[]; total: number; statusCounts: Record<string, number> }> {
  const res = await t.app.inject({ url: `/api/careers/admin/mail${query}`, headers: bearer(await t.token('admin')) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const entryFor = async (t: TestApp, email: string) => (await mailLog(t, `?q=${encodeURIComponent(email)}`)).items[0];

describe('e-mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ refuseRecipient: (a) => (a.startsWith('nobody@') ? { code: 550, message: 'No such mailbox' } : undefined) });
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://careers.hospital.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers the activation e-mail in the applicant's language with a working link, and the mail log says sent", async () => {
    const arrived = smtp.next();
    expect((await register(t, 'marie', 'marie@example.org', 'fr')).statusCode).toBe(200);
    await arrived;
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['marie@example.org']);
    const decoded = decodeMail(mail.raw);
    expect(decoded).toMatch(/Subject: =\?UTF-8\?|Subject: Activez/);
    const token = /https:\/\/careers\.hospital\.example\/careers\/activate-account\?token=([\w-]+)/.exec(decoded)?.[1];
    expect(token).toBeTruthy();
    expect((await t.app.inject({ method: 'POST', url: '/api/careers/activate-account', payload: { token } })).statusCode).toBe(200);
    await eventually(async () => (await entryFor(t, 'marie@example.org'))?.status === 'sent', 'the log to say sent');
    expect(await entryFor(t, 'marie@example.org')).toMatchObject({ kind: 'activation', status: 'sent', attempts: 1, lastError: null });
  });

  it('a 5xx refusal of the recipient is final: failed, the address undeliverable; a retry queues it again', async () => {
    expect((await register(t, 'nobody', 'nobody@example.org')).statusCode).toBe(200);
    await eventually(async () => (await entryFor(t, 'nobody@example.org'))?.status === 'failed', 'the refusal to be recorded');
    const failed = await entryFor(t, 'nobody@example.org');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, undeliverable: true, retryable: true });
    expect(failed!.lastError).toMatch(/No such mailbox/);
    expect(smtp.received.filter((m) => m.to.includes('nobody@example.org'))).toEqual([]);

    const admin = bearer(await t.token('admin'));
    const retried = await t.app.inject({ method: 'POST', url: `/api/careers/admin/mail/${failed!.id}/retry`, headers: admin });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed!.id, attempts: 0, undeliverable: false });
    await eventually(async () => (await entryFor(t, 'nobody@example.org'))?.attempts === 1 && (await entryFor(t, 'nobody@example.org'))?.status === 'failed', 'the second refusal');
    // Only a failed message may be retried; an unknown one is 404.
    const sent = (await mailLog(t, '?status=sent')).items[0]!;
    expect((await t.app.inject({ method: 'POST', url: `/api/careers/admin/mail/${sent.id}/retry`, headers: admin })).json()).toMatchObject({ statusCode: 409, code: 'mail_not_failed' });
    expect((await t.app.inject({ method: 'POST', url: '/api/careers/admin/mail/999999/retry', headers: admin })).json()).toMatchObject({ statusCode: 404, code: 'mail_not_found' });
  });

  it('the mail log is for administrators only, and refuses hostile queries with 400', async () => {
    expect((await t.app.inject({ url: '/api/careers/admin/mail' })).statusCode).toBe(401);
    const client = bearer(await t.token('client'));
    expect((await t.app.inject({ url: '/api/careers/admin/mail', headers: client })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/careers/admin/mail/1/retry', headers: client })).statusCode).toBe(403);
    const admin = bearer(await t.token('admin'));
    for (const query of ['?status=lost', '?perPage=1000', '?page=0', '?sortBy=body', '?kind=%27%3B%20drop', '?q=' + 'x'.repeat(300), '?sortDesc=maybe']) {
      const res = await t.app.inject({ url: `/api/careers/admin/mail${query}`, headers: admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await t.app.inject({ method: 'POST', url: `/api/careers/admin/mail/${id}/retry`, headers: admin })).statusCode, id).toBe(400);
    }
    // A search for LIKE's wildcards finds them literally, not everything.
    expect((await mailLog(t, '?q=%25')).total).toBe(0);
  });

  it('filters, sorts and pages on the server, with counts per status', async () => {
    const all = await mailLog(t, '?perPage=100');
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.statusCounts.sent).toBeGreaterThanOrEqual(1);
    expect(all.statusCounts.failed).toBe(1);
    const failed = await mailLog(t, '?status=failed');
    expect(failed.items.map((m) => m.recipient)).toEqual(['nobody@example.org']);
    expect(failed.statusCounts).toEqual(all.statusCounts);
    const byRecipient = await mailLog(t, '?sortBy=recipient&sortDesc=false&perPage=1&page=2');
    expect(byRecipient.items).toHaveLength(1);
    expect(byRecipient.total).toBe(all.total);
  });
});

describe('when the SMTP server is down for a while', () => {
  it('registration succeeds, the e-mail is retried with growing waits and arrives once the server is back, once', async () => {
    const port = await refusedPort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: '1' });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      expect((await register(t, 'offline', 'offline@example.org')).statusCode).toBe(200);
      expect((await t.login('offline@example.org', 'a long passphrase')).statusCode).toBe(200);
      let waiting: LogEntry | undefined;
      await eventually(async () => {
        waiting = await entryFor(t, 'offline@example.org');
        return waiting?.status === 'retrying' && waiting.attempts >= 2;
      }, 'two refused attempts', 20_000);
      expect(waiting).toMatchObject({ status: 'retrying', undeliverable: false });
      expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startSmtp({ port });
      await eventually(() => smtp!.received.length > 0, 'the e-mail to arrive', 30_000);
      await eventually(async () => (await entryFor(t, 'offline@example.org'))?.status === 'sent', 'the log to say sent');
      // Later rounds send nothing more.
      await t.app.mailer.drain();
      await new Promise((r) => setTimeout(r, 2500));
      expect(smtp.received.map((m) => m.to)).toEqual([['offline@example.org']]);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it('gives up after MAIL_MAX_ATTEMPTS and keeps the message as failed, ready to retry', async () => {
    const port = await refusedPort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: '1', MAIL_MAX_ATTEMPTS: '2' });
    try {
      expect((await register(t, 'gone', 'gone@example.org')).statusCode).toBe(200);
      await eventually(async () => (await entryFor(t, 'gone@example.org'))?.status === 'failed', 'the message to be given up on', 20_000);
      const entry = await entryFor(t, 'gone@example.org');
      expect(entry).toMatchObject({ attempts: 2, undeliverable: false, retryable: true });
      expect(entry!.lastError).toMatch(/gave up after 2 attempts/);
    } finally {
      await t.close();
    }
  });
});

describe('the outbox itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('a message queued in a transaction that rolls back is never sent', async () => {
    const before = (await mailLog(t)).total;
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.mailer.queue(tx, { to: 'ghost@example.org', subject: 'Never', text: 'Never', kind: 'test' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.mailer.drain();
    expect((await mailLog(t)).total).toBe(before);
  });

  it('a registration that loses the race for its address queues no activation e-mail', async () => {
    const results = await Promise.all([0, 1, 2, 3].map((i) => register(t, `racer${i}`, 'racer@example.org')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    await t.app.mailer.drain();
    expect((await mailLog(t, '?q=racer%40example.org')).total).toBe(1);
  });

  it('senders draining the same outbox together send each message once', async () => {
    const smtp = await startSmtp();
    // A second connection to the same database where there can be one (PostgreSQL): two instances' worth.
    const second = t.config.databaseUrl ? await connectDatabase({ databaseUrl: t.config.databaseUrl, pgliteDir: '', migrationsFolder: 'server/db/migrations' }) : null;
    const senders = [t.app.db, second?.db ?? t.app.db].map(
      (db) =>
        new OutboxSender({
          db,
          transport: createTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'careers@hospital.example', outboxDir: '' }),
          log: t.app.log,
          maxAttempts: 3,
          retryBaseSeconds: 1,
          leaseSeconds: 60,
          pollMs: 60_000,
        }),
    );
    try {
      const addresses = Array.from({ length: 40 }, (_, i) => `twice${i}@example.org`);
      await t.app.db.insert(mailOutbox).values(addresses.map((to) => ({ kind: 'test', recipient: to, subject: 'Once', bodyText: 'Once only' })));
      // The app's own sender (to the outbox folder) drains alongside: three senders in all.
      await Promise.all([...senders.map((s) => s.drain()), t.app.mailer.drain()]);
      await eventually(async () => (await rawRows(t.app.db, sql`select 1 from mail_outbox where recipient like 'twice%' and status <> 'sent'`)).length === 0, 'every message sent');
      const written = (await readOutbox(t.dataDir)).map((m) => m.to).filter((to) => to.startsWith('twice'));
      const delivered = [...smtp.received.map((m) => m.to[0]!), ...written];
      expect(delivered.sort()).toEqual([...addresses].sort());
      expect(smtp.received.length).toBeGreaterThan(0);
      const rows = await rawRows<{ status: string; attempts: number }>(t.app.db, sql`select status, attempts from mail_outbox where kind = 'test' and recipient like 'twice%'`);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(senders.map((s) => s.close()));
      await second?.close();
      await smtp.close();
    }
  });
});

describe('when the outbox folder is full', () => {
  it('the e-mail waits (retrying, no piece of a file left), the full volume is logged once, and it is written once there is room', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ MAIL_RETRY_SECONDS: '1' }, {}, { log: (line) => void lines.push(line) });
    const outbox = join(t.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    if (!mountTmpfs(outbox, '1m')) {
      console.warn('skipped: mounting a tmpfs is not permitted here (it needs root)');
      await t.close();
      return;
    }
    try {
      const makeRoom = fillVolume(outbox);
      expect((await register(t, 'fullbox', 'fullbox@example.org')).statusCode).toBe(200);
      let waiting: LogEntry | undefined;
      await eventually(async () => {
        waiting = await entryFor(t, 'fullbox@example.org');
        return waiting?.status === 'retrying' && waiting.attempts >= 3;
      }, 'three refused writes', 20_000);
      expect(waiting!.lastError).toMatch(/ENOSPC|no space/i);
      expect(readdirSync(outbox).filter((f) => f !== 'filler')).toEqual([]);
      const fullLines = lines.filter((line) => /^storage full/.test(JSON.parse(line).msg));
      expect(fullLines).toHaveLength(1);
      expect(JSON.parse(fullLines[0]!).volume).toBe(outbox);

      makeRoom();
      await eventually(async () => (await entryFor(t, 'fullbox@example.org'))?.status === 'sent', 'the message written', 20_000);
      expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes('fullbox@example.org'))).toHaveLength(1);
    } finally {
      await t.close().catch(() => undefined);
      unmount(outbox);
    }
  });
});
