import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, waitForHealth } from '../helpers/server-process.js';

/** The container's HEALTHCHECK command (server/healthcheck.ts) run with the given environment: its exit code. */
function healthcheck(env: Record<string, string>): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/healthcheck.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

describe('the container health check', () => {
  it.each([
    ['a specific interface (127.0.0.2), where 127.0.0.1 does not answer', '127.0.0.2'],
    ['every interface (0.0.0.0)', '0.0.0.0'],
  ])('reaches a server listening on %s', async (_what, host) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careers-healthcheck-'));
    const port = String(await freePort());
    const env = { HOST: host, PORT: port, DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: join(dataDir, 'none') };
    const server = startServer(env);
    try {
      await waitForHealth(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/api/health`);
      if (host !== '0.0.0.0') await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
      expect(await healthcheck(env)).toBe(0);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails when nothing answers on HOST and PORT', async () => {
    expect(await healthcheck({ HOST: '0.0.0.0', PORT: String(await freePort()) })).toBe(1);
  });
});
