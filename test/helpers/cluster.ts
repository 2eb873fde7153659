import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createTestDatabase } from './database.js';

export interface Instance {
  app: FastifyInstance;
  dataDir: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /**
   * A real HTTP request to this instance; `from` is the client address (X-Forwarded-For, TRUST_PROXY
   * is on); without it every request comes from an address of its own, so no limit adds them up.
   */
  request(method: string, path: string, opts?: { json?: unknown; body?: Buffer; headers?: Record<string, string>; from?: string }): Promise<Response>;
}

/**
 * `count` portal processes' worth of apps (each built and listening on a port of its own, each with
 * its own data directory) on ONE PostgreSQL database of TEST_DATABASE_URL, as behind a load balancer.
 */
let clients = 0;
const anotherAddress = () => {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

export async function startCluster(count: number, env: Record<string, string> = {}): Promise<{ instances: Instance[]; close(): Promise<void> }> {
  const database = await createTestDatabase();
  if (!database.url) throw new Error('startCluster needs TEST_DATABASE_URL');
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = await mkdtemp(join(tmpdir(), `careers-cluster-${i}-`));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      WEB_DIST: join(dataDir, 'no-web'),
      TRUST_PROXY: 'true',
      PORT: '0',
      ...env,
    });
    // One after the other: the first applies the migrations and seeds, the others find them done.
    const app = await buildApp(config, { logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}`;
    instances.push({
      app,
      dataDir,
      url,
      request: (method, path, opts = {}) =>
        fetch(url + path, {
          method,
          headers: {
            ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
            'x-forwarded-for': opts.from ?? anotherAddress(),
            ...opts.headers,
          },
          body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body && new Uint8Array(opts.body),
        }),
    });
  }
  return {
    instances,
    async close() {
      for (const instance of instances) await instance.app.close();
      await database.drop();
      for (const instance of instances) await rm(instance.dataDir, { recursive: true, force: true });
    },
  };
}
