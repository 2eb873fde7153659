import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * How every PGlite of the portal opens its data directory (the app, backup and restore): a small
 * buffer pool, and the extensions the migrations create (pg_trgm: the job search's trigram index),
 * which PGlite must load before anything touches them.
 */
export const PGLITE_OPTIONS = {
  postgresqlconf: ['shared_buffers = 16MB'],
  extensions: { pg_trgm },
};
