import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../helpers/database.js';
import { freePort, startServer, waitForHealth } from '../helpers/server-process.js';
import { tokenFromOutbox } from '../helpers/outbox.js';
import { FILES, FULL_PROFILE, inDays, multipart, publishableJob } from './careers-helpers.js';

/**
 * Reliability: the server is killed (SIGKILL, no graceful close) right after it acknowledged a
 * submission, restarted on the same data directory (PGlite) or database (TEST_DATABASE_URL), and the
 * submission must be there with its snapshot and timeline.
 */

describe('a submission survives a crash of the server process', () => {
  it('is there after SIGKILL and a restart, with its snapshot and timeline', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careers-crash-'));
    const database = await createTestDatabase({ durable: true });
    // A port nobody listens on (a random one could be another test's server's, in parallel).
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), WEB_DIST: join(dataDir, 'none'), DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '100000' };
    const call = async (path: string, init: { method?: string; token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {}) => {
      const headers: Record<string, string> = { ...(init.headers ?? {}) };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${path}`, { method: init.method ?? 'GET', headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body ? new Uint8Array(init.body) : undefined });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    try {
      const server = startServer(env);
      await waitForHealth(`${base}/api/health`, { server });
      const admin = (await call('/api/jwt/login', { method: 'POST', json: { email: 'admin@demo.com', password: 'admin' } })).body.accessToken as string;
      const job = (await call('/api/careers/admin/jobs', { method: 'POST', token: admin, json: publishableJob('Crash Test Pharmacist', inDays(30)) })).body;
      expect((await call(`/api/careers/admin/jobs/${job.id}/publish`, { method: 'POST', token: admin })).status).toBe(200);

      const email = 'crash.applicant@example.org';
      const password = 'a long enough passphrase';
      const registered = await call('/api/jwt/register', { method: 'POST', json: { username: 'crash.applicant', email, password, fullName: 'Crash Applicant' } });
      const token = registered.body.accessToken as string;
      const activation = await tokenFromOutbox(dataDir, email, '/careers/activate-account', 15_000);
      expect((await call('/api/careers/activate-account', { method: 'POST', json: { token: activation } })).status).toBe(200);
      expect((await call('/api/careers/profile', { method: 'PUT', token, json: { ...FULL_PROFILE, version: 0 } })).status).toBe(200);
      const docs: string[] = [];
      for (const kind of ['cv', 'licence']) {
        const form = multipart({ kind }, { filename: `${kind}.pdf`, content: FILES.pdf() });
        const up = await call('/api/careers/documents', { method: 'POST', token, body: form.payload, headers: form.headers });
        expect(up.status).toBe(201);
        docs.push(up.body.id);
      }
      const started = await call('/api/careers/applications', { method: 'POST', token, json: { jobId: job.id } });
      const id = started.body.id as number;
      expect((await call(`/api/careers/applications/${id}`, { method: 'PATCH', token, json: { version: 1, coverLetter: 'Before the crash', documentIds: docs, declaration: true } })).status).toBe(200);

      const submitted = await call(`/api/careers/applications/${id}/submit`, { method: 'POST', token });
      server.child.kill('SIGKILL');
      expect(submitted.status).toBe(200);
      expect(await server.exited).toBe('SIGKILL');

      const again = startServer(env);
      try {
        await waitForHealth(`${base}/api/health`, { server: again });
        const session = await call('/api/jwt/login', { method: 'POST', json: { email, password } });
        expect(session.status).toBe(200);
        const mine = await call(`/api/careers/applications/${id}`, { token: session.body.accessToken });
        expect(mine.status).toBe(200);
        expect(mine.body).toMatchObject({ status: 'submitted', submittedAt: submitted.body.submittedAt });
        expect(mine.body.snapshot).toMatchObject({ form: { coverLetter: 'Before the crash', declaration: true }, profile: { lastName: 'Otieno' } });
        expect(mine.body.snapshot.documents).toHaveLength(2);
        expect(mine.body.timeline).toEqual([expect.objectContaining({ fromStatus: 'draft', toStatus: 'submitted' })]);
        const adminAgain = (await call('/api/jwt/login', { method: 'POST', json: { email: 'admin@demo.com', password: 'admin' } })).body.accessToken as string;
        const listed = await call(`/api/careers/admin/applications?jobId=${job.id}`, { token: adminAgain });
        expect(listed.body.applications.map((a: { id: number }) => a.id)).toEqual([id]);
      } finally {
        again.child.kill('SIGTERM');
        await again.exited;
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
