import { describe, expect, it } from 'vitest';
import { classifySendError, createTransport } from '../../server/modules/mail/transport.js';
import type { MailRow } from '../../server/modules/mail/repo.js';
import { startSilentSmtp } from '../helpers/smtp.js';

const row = (): MailRow => ({
  id: 1,
  kind: 'test',
  recipient: 'someone@example.org',
  subject: 'Hello',
  bodyText: 'Hello',
  bodyHtml: null,
  headers: null,
  attachments: null,
  status: 'sending',
  attempts: 1,
  nextAttemptAt: new Date(),
  claimedBy: 'test',
  claimedUntil: new Date(),
  lastError: null,
  undeliverable: false,
  deliveredVia: null,
  sentAt: null,
  applicationEventId: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

/**
 * The SMTP time-outs are those of the transport (10 s for the greeting), not nodemailer's defaults
 * (30 s for the greeting, 10 min for a quiet socket): a mail server that never answers gives its
 * message back well within the sender's claim, as a temporary failure.
 */
describe('the SMTP transport', () => {
  it('gives up on a mail server that never greets within its greeting time-out, as temporary', async () => {
    const silent = await startSilentSmtp();
    const transport = createTransport({ smtpUrl: `smtp://127.0.0.1:${silent.port}`, from: 'careers@hospital.example', outboxDir: '' });
    try {
      const started = Date.now();
      const err = await transport.deliver(row()).then(
        () => undefined,
        (e: unknown) => e,
      );
      const took = Date.now() - started;
      expect(err).toBeDefined();
      expect((err as { code?: string }).code).toBe('ETIMEDOUT');
      expect(took).toBeGreaterThanOrEqual(9_000);
      expect(took).toBeLessThan(20_000);
      expect(classifySendError(err)).toMatchObject({ permanent: false, serverDown: true });
    } finally {
      transport.close();
      await silent.close();
    }
  });
});
