import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, waitForHealth } from '../helpers/server-process.js';

describe('the server process', () => {
  it('refuses to start on a bad setting and names the variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('PORT');
  }, 30_000);

  it('finishes in-flight requests on SIGTERM, then exits cleanly and keeps its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careers-proc-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    try {
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port), WEB_DIST: join(dataDir, 'none') });
      await waitForHealth(`${base}/api/health`, { server });
      // In flight for sure: the headers and half the body reach the server before SIGTERM; the rest after.
      const body = JSON.stringify({ username: 'inflight', email: 'inflight@example.org', password: 'a long passphrase' });
      const request = http.request(`${base}/api/jwt/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
      const status = new Promise<number>((resolve, reject) => {
        request.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, 20));
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
      request.end(body.slice(20));
      expect(await status).toBe(200);
      expect(await server.exited).toBe(0);

      const again = startServer({ DATA_DIR: dataDir, PORT: String(port), WEB_DIST: join(dataDir, 'none'), LOG_LEVEL: 'info' });
      await waitForHealth(`${base}/api/health`, { server: again });
      // Its last start-up line says where to open the portal and how to sign in.
      await expect.poll(() => again.output()).toContain(`portal ready: open ${base} (demo accounts: admin@demo.com / admin`);
      const login = await fetch(`${base}/api/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'inflight@example.org', password: 'a long passphrase' }),
      });
      expect(login.status).toBe(200);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
