import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { pgliteDirFor } from '../db/connection.js';
import { FullVolumes } from '../lib/storage-full.js';
import { envelope, STORAGE_FULL_MESSAGE } from './error-handler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The volumes found full: a refused write is logged once per volume (server/lib/storage-full.ts). */
    fullVolumes: FullVolumes;
  }
}

/** Methods that do not change anything: still served when the database's volume is full. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps track of the full volumes (registered after the database plugin: the embedded database's
 * directory is one of the volumes written to). While the embedded database's volume is full,
 * requests that write answer 507 `storage_full` at once, before the database is asked: PGlite
 * would hang the process on its next WAL segment (see FullVolumes.databaseFull). Reads go on.
 */
export default fp(async function storage(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  const embeddedOnDisk = app.dbKind === 'pglite' && !config.dataDir.startsWith('memory://');
  const volumes = new FullVolumes(app.log, { databaseDir: embeddedOnDisk ? pgliteDirFor(config.dataDir) : null });
  app.decorate('fullVolumes', volumes);
  app.addHook('onClose', async () => volumes.close());
  if (!embeddedOnDisk) return;
  await volumes.ready;
  // A callback hook, not an async one: every request passes here, and most pass straight on.
  app.addHook('onRequest', (request, reply, done) => {
    if (!volumes.databaseFull || READS.has(request.method)) return done();
    volumes.refusedBeforeTrying();
    void reply.code(507).type('application/json; charset=utf-8').send(envelope(507, STORAGE_FULL_MESSAGE, 'storage_full'));
  });
});
