import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { freePort, startServer, waitForHealth } from '../helpers/server-process.js';

/** The request log: one line per completed request, and no line lost when the process stops. */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, {}, { log: (line) => lines.push(line) });
});
afterAll(async () => t?.close());

const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('each request', () => {
  it('is logged once when it completes: method, URL, route, status, time and request id', async () => {
    const token = await t.token('admin');
    lines.length = 0;
    const answers = [
      await t.app.inject({ url: '/api/careers/jobs/no-such-job' }),
      await t.app.inject({ url: '/api/auth/me', headers: bearer(token) }),
      await t.app.inject({ url: '/api/auth/me' }),
      await t.app.inject({ url: '/api/nothing-here' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 200, 401, 404]);
    const logged = parsed();
    expect(logged).toHaveLength(4);
    expect(logged.map((l) => [l.method, l.url, l.route, l.statusCode, l.msg])).toEqual([
      ['GET', '/api/careers/jobs/no-such-job', '/api/careers/jobs/:idOrSlug', 404, 'request completed'],
      ['GET', '/api/auth/me', '/api/auth/me', 200, 'request completed'],
      ['GET', '/api/auth/me', '/api/auth/me', 401, 'request completed'],
      ['GET', '/api/nothing-here', '(none)', 404, 'request completed'],
    ]);
    for (const line of logged) {
      expect(line.level).toBe(30);
      expect(line.responseTime).toEqual(expect.any(Number));
      expect(line.reqId).toEqual(expect.any(String));
    }
    expect(new Set(logged.map((l) => l.reqId)).size).toBe(4);
  });

  it('stays one JSON line whatever the URL holds, with its secrets masked', async () => {
    lines.length = 0;
    const url = '/api/nothing-here?q=%22%5C%0A%E2%80%A8%3Cscript%3E&name="quoted"\\back&access_token=s3cr3t';
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trimEnd().includes('\n')).toBe(false);
    const [line] = parsed();
    expect(line).toMatchObject({ level: 30, method: 'GET', route: '(none)', statusCode: 404, msg: 'request completed' });
    expect(line!.url).toBe('/api/nothing-here?q=%22%5C%0A%E2%80%A8%3Cscript%3E&name=%22quoted%22\\back&access_token=[Redacted]');
    expect(JSON.stringify(line)).not.toContain('s3cr3t');
    expect(line).toEqual(expect.objectContaining({ pid: process.pid, hostname: expect.any(String), time: expect.any(Number) }));
  });

  it('is not logged at all below the info level', async () => {
    const quiet: string[] = [];
    const warnOnly = await createTestApp({ LOG_LEVEL: 'warn' }, {}, { log: (line) => quiet.push(line) });
    try {
      quiet.length = 0;
      expect((await warnOnly.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect(quiet).toEqual([]);
    } finally {
      await warnOnly.close();
    }
  });
});

describe('the log of a process that stops', () => {
  it('holds every request, complete, after a SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careers-log-'));
    const port = await freePort();
    try {
      const server = startServer({ LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: String(port), WEB_DIST: join(dataDir, 'none'), DATABASE_URL: '' });
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, { server });
      const count = 300;
      await Promise.all(Array.from({ length: count }, (_, i) => fetch(`http://127.0.0.1:${port}/api/careers/departments?n=${i}`).then((r) => r.arrayBuffer())));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const output = server.output().split('\n').filter(Boolean);
      const logged = output.map((l) => JSON.parse(l) as Record<string, unknown>);
      const ours = logged.filter((l) => typeof l.url === 'string' && l.url.startsWith('/api/careers/departments?n='));
      expect(ours).toHaveLength(count);
      expect(new Set(ours.map((l) => l.url)).size).toBe(count);
      expect(logged.at(-1)?.msg).toBe('stopped');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('holds every line queued before a crash, then the crash', async () => {
    const count = 20_000;
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/crashing-logger.ts', String(count)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    // 'close': the process has exited and its output is all read.
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    const logged = output.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toHaveLength(count + 1);
    expect(logged.slice(0, count).map((l) => l.line)).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(logged.at(-1)).toMatchObject({ level: 60, msg: 'the process crashed', err: { message: 'crashed on purpose' } });
  }, 60_000);
});
