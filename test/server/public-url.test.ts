import { describe, expect, it } from 'vitest';
import { readOutbox } from '../helpers/outbox.js';
import { withServer } from '../helpers/server-process.js';

/** The activation link e-mailed to `to`, waiting for the message to be written. */
async function activationLink(dataDir: string, to: string): Promise<URL> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const message = (await readOutbox(dataDir)).find((m) => m.to.includes(to));
    const link = message && /https?:\/\/\S+\/careers\/activate-account\?token=[\w-]+/.exec(message.raw)?.[0];
    if (link) return new URL(link);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no activation link for ${to} in the outbox`);
}

describe('e-mailed links without PUBLIC_URL', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['0.0.0.0', 'localhost'],
  ])('listening on %s, the activation link opens on http://%s:<port> and activates the account there', async (host, linkHost) => {
    await withServer(host, { PUBLIC_URL: '' }, async ({ port, dataDir }) => {
      const origin = `http://${linkHost}:${port}`;
      const email = 'link.check@example.org';
      const registered = await fetch(`${origin}/api/jwt/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'link.check', email, password: 'a long passphrase' }),
      });
      expect(registered.status).toBe(200);

      const link = await activationLink(dataDir, email);
      expect(link.origin).toBe(origin);
      // The link's origin is where the server answers: the token it carries activates the account there.
      const activated = await fetch(new URL('/api/careers/activate-account', link.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link.searchParams.get('token') }),
      });
      expect(activated.status).toBe(200);
    });
  }, 120_000);
});
