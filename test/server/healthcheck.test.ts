import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freePort, withServer } from '../helpers/server-process.js';

/** The container's HEALTHCHECK command (server/healthcheck.ts) run with the given environment: its exit code. */
function healthcheck(env: Record<string, string>): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/healthcheck.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

describe('the container health check', () => {
  it('reaches a server listening on a specific interface (127.0.0.2), where 127.0.0.1 does not answer', async () => {
    await withServer('127.0.0.2', {}, async ({ port, env }) => {
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
      expect(await healthcheck(env)).toBe(0);
    });
  }, 120_000);

  it('reaches a server listening on every interface (0.0.0.0)', async () => {
    await withServer('0.0.0.0', {}, async ({ env }) => {
      expect(await healthcheck(env)).toBe(0);
    });
  }, 120_000);

  it('fails when nothing answers on HOST and PORT', async () => {
    expect(await healthcheck({ HOST: '0.0.0.0', PORT: String(await freePort()) })).toBe(1);
  });
});
