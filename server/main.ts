import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { exitOnCrash, flushLogs, logDestination } from './lib/logger.js';
import { exitIfDataDirInUse, holdDataDir } from './lib/backup/portal-control.js';

const logs = logDestination();

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  // An embedded database belongs to one process; its DATA_DIR/control.sock serves `npm run backup`.
  const control = await holdDataDir(config).catch(exitIfDataDirInUse);
  const app = await buildApp(config, { logger: { stream: logs } });
  control.attach(app);
  exitOnCrash(app.log, logs);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      void flushLogs(logs, 500).then(() => process.exit(1));
    }, 10_000);
    timer.unref();
    // A request in flight at SIGTERM finishes, but its keep-alive socket would then stay open
    // until the client lets go: close sockets as soon as they are idle.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
    try {
      await app.close();
      await control.release();
      app.log.info('stopped');
      await flushLogs(logs);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      await flushLogs(logs);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ url: config.publicUrl }, readyMessage(config));
}

/** The last line of a start: where to open the portal and, with the demo data, how to sign in. */
function readyMessage(config: { publicUrl: string; seedDemo: boolean }) {
  const signIn = config.seedDemo ? ' (demo accounts: admin@demo.com / admin, client@demo.com / client; the others are in the README)' : '';
  return `portal ready: open ${config.publicUrl}${signIn}`;
}

main().catch(async (err) => {
  await flushLogs(logs);
  console.error(err);
  process.exit(1);
});
