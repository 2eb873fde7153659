import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeQuotedPrintable } from '../../server/modules/mail/eml.js';

export interface OutboxMessage {
  file: string;
  raw: string;
  to: string;
  subject: string;
}

/** The .eml files the mailer wrote to `<dataDir>/outbox/`, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
      return {
        file,
        raw,
        to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
      };
    }),
  );
}

/**
 * The `token` query parameter of the newest link to `path` sent to `to`. Some messages are sent
 * in the background after the answer, so this waits up to `timeoutMs` for one to arrive.
 */
export async function tokenFromOutbox(dataDir: string, to: string, path: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`${path.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`);
  do {
    const messages = (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase())).reverse();
    for (const m of messages) {
      const match = pattern.exec(m.raw);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  throw new Error(`no ${path} link for ${to} in the outbox`);
}
