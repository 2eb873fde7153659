import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config.js';
import { sharedSchemas } from './lib/schema.js';
import { lazySerializers } from './lib/lazy-serializers.js';
import { loggerOptions } from './lib/logger.js';
import { RequestLog, requestChildLogger } from './lib/request-log.js';
import errorHandler, { envelope } from './plugins/error-handler.js';
import { configureValidation } from './plugins/validation.js';
import security from './plugins/security.js';
import bodyIdleTimeout from './plugins/body-idle-timeout.js';
import database from './plugins/database.js';
import storage from './plugins/storage.js';
import sharedState from './plugins/shared-state.js';
import { MAX_RATE_LIMITED_CLIENTS, sharedRateLimitStore } from './lib/shared-rate-limit.js';
import mailer from './plugins/mailer.js';
import auth from './plugins/auth.js';
import privateAnswers from './plugins/private-answers.js';
import repeatedAnswers from './plugins/repeated-answers.js';
import openapi from './plugins/swagger.js';
import spa from './plugins/spa.js';
import { careersPageRenderer, loadSsrEntrySafely } from './modules/careers-pages/index.js';
import { sitemapRoutes } from './modules/careers-jobs/index.js';
import { apiModules } from './modules/index.js';
import { seedDemoAccounts } from './modules/auth/seed.js';
import { SEED_LOCK } from './db/connection.js';
import { refreshStatistics } from './db/statistics.js';
import embeddedStatistics from './plugins/embedded-statistics.js';

export interface BuildOptions {
  /** Pino options added to the app's own (level, redaction, serializers; `stream`: where lines go), or false for no logging (tests). */
  logger?: boolean | object;
  /** A PGlite data-directory dump to start a new embedded database from (tests: skips initdb). */
  pgliteTemplate?: Blob;
}

/** How long one plugin may take to start (the database's: creating it, migrating it). */
const PLUGIN_START_TIMEOUT_MS = 120_000;

/** The whole application: API under /api, Swagger UI at /api/docs, and the built SPA. */
/**
 * The demo data and each module's start-up work (`onReady`). The seeds check and then insert, so
 * instances starting together on one database take turns under an advisory lock.
 */
export const runStartupWork = (app: FastifyInstance, config: AppConfig) =>
  app.dbAlone(SEED_LOCK, async () => {
    if (config.seedDemo) await seedDemoAccounts(app.db);
    for (const module of apiModules) await module.onReady?.(app, config);
  });

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger: options.logger === false ? false : { ...loggerOptions(config.logLevel), ...(typeof options.logger === 'object' ? options.logger : {}) },
    // One line per request instead of two.
    logController: new RequestLog(),
    childLoggerFactory: requestChildLogger,
    bodyLimit: config.bodyLimitBytes,
    // Slow clients: the headers must arrive within HEADERS_TIMEOUT and the whole request within
    // REQUEST_TIMEOUT (then 408 and the socket is closed); Node looks for expired requests twice a second.
    requestTimeout,
    http: { headersTimeout: config.headersTimeoutSeconds * 1000, requestTimeout, connectionsCheckingInterval: 500 },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A first start creates the embedded database and applies every migration: on a busy host that
    // takes longer than Fastify's 10 s default for a plugin, and the portal would give up starting.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
    // A path whose percent-encoding is not UTF-8 never reaches a route: answer it in the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      void (reply as FastifyReply).code(statusCode).type('application/json; charset=utf-8').send(JSON.stringify(envelope(statusCode, error.message)));
    },
  });

  const namedSchemas = [...sharedSchemas, ...apiModules.flatMap((m) => m.schemas)];
  for (const schema of namedSchemas) app.addSchema(schema);
  configureValidation(app, namedSchemas);

  app.decorate('userExtras', { cartItemsCount: async () => 0 });
  await app.register(errorHandler);
  // A body that stops arriving for BODY_IDLE_TIMEOUT is cut before REQUEST_TIMEOUT (408).
  await app.register(bodyIdleTimeout, { idleMs: config.bodyIdleTimeoutSeconds * 1000 });
  await app.register(security);
  await app.register(database, { config, pgliteTemplate: options.pgliteTemplate });
  await app.register(storage, { config });
  await app.register(sharedState, { config });
  await app.register(embeddedStatistics);
  await app.register(mailer, { config });
  await app.register(auth, { config });
  await app.register(privateAnswers);
  await app.register(repeatedAnswers);
  await app.register(openapi, { tags: apiModules.flatMap((m) => m.tags ?? []) });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        // The in-memory store's bound (an LRU of addresses; the shared store has the same one).
        cache: MAX_RATE_LIMITED_CLIENTS,
        // Several instances on one PostgreSQL count one budget per client; one process counts in memory.
        ...(app.dbKind === 'postgres' ? { store: sharedRateLimitStore(app.db) } : {}),
        errorResponseBuilder: (_request, context) => ({
          ...envelope(429, `Rate limit exceeded, retry in ${context.after}`),
        }),
      });
      for (const module of apiModules) await api.register(module.routes, { config });
    },
    { prefix: '/api' },
  );

  await app.register(sitemapRoutes, { config });
  // The public careers pages rendered on the server when the server rendering was built (npm run build).
  const ssrEntry = await loadSsrEntrySafely(config.ssrDist, app.log);
  const renderPage = ssrEntry && existsSync(join(config.webDist, 'index.html')) ? careersPageRenderer(app, { entry: ssrEntry, webDist: config.webDist, publicUrl: config.publicUrl, config }) : null;
  await app.register(spa, { webDist: config.webDist, region: config.region, renderPage });

  app.addHook('onReady', async () => {
    await runStartupWork(app, config);
    // The embedded database has no autovacuum: the seeded tables get their planner statistics now.
    if (app.dbKind === 'pglite') await refreshStatistics(app.db);
  });

  return app;
}
