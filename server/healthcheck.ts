import { request } from 'node:http';
import { loadConfig, parseHost } from './config.js';

/**
 * The container's HEALTHCHECK (`node dist/server/healthcheck.js`): exit 0 when GET /api/health of
 * the running server answers 200 within the timeout, 1 otherwise. It reads HOST and PORT exactly as
 * the server does, so it reaches the server whatever interface it listens on: a wildcard address
 * (0.0.0.0, ::) is reached on 127.0.0.1 (a `::` listener accepts IPv4 too), any other HOST as given.
 */
function healthTarget(host: string): string {
  const { address, wildcard } = parseHost(host);
  return wildcard ? '127.0.0.1' : address;
}

function check(): Promise<boolean> {
  const { host, port } = loadConfig();
  return new Promise((resolve) => {
    const req = request({ host: healthTarget(host), port, path: '/api/health', timeout: 3000, headers: { connection: 'close' } }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

check().then(
  (healthy) => process.exit(healthy ? 0 : 1),
  () => process.exit(1),
);
