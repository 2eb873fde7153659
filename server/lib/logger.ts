import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config.js';

/**
 * Logs never carry personal data or credentials:
 * - a database error is logged with its statement and the database's error, never the parameter
 *   values (drizzle puts them in the message and `params`; PostgreSQL's `detail` repeats the row);
 * - the URL of a request has the values of token, password and secret parameters masked;
 * - tokens, passwords and cookies are redacted wherever code logs them.
 */

const CENSOR = '[Redacted]';
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'refreshToken'];
const REDACT_PATHS = [
  ...['headers', '*.headers'].flatMap((at) => [`${at}.authorization`, `${at}.cookie`, `${at}["set-cookie"]`]),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** Query parameters whose values are secrets (`?token=…`, `?access_token=…`, `?password=…`). */
const SECRET_QUERY = /([?&][^=&#]*(?:token|password|secret|signature)[^=&#]*=)[^&#]*/gi;
export const maskUrl = (url: string) => (url.includes('?') ? url.replace(SECRET_QUERY, `$1${CENSOR}`) : url);

function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? maskUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The fields of an error worth logging; anything else (`params`, `detail`, `where`…) may hold the data. */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine', 'query', 'errno', 'syscall'];

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as it may be logged: type, message and stack without parameter values, the kept fields, and its cause the same way. */
export function safeError(err: unknown, depth = 0): SerializedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*$/, '');
  const message = withoutParams(String(e.message ?? ''));
  const type = e.constructor?.name ?? e.name ?? 'Error';
  const stackFrames = typeof e.stack === 'string' && e.stack.includes('\n    at ') ? e.stack.slice(e.stack.indexOf('\n    at ')) : '';
  const safe: SerializedError = { type, message, stack: `${type}: ${message}${stackFrames}` };
  for (const field of KEPT_FIELDS) if (e[field] !== undefined && typeof e[field] !== 'object') safe[field] = e[field];
  if (e.cause && depth < 4) safe.cause = safeError(e.cause, depth + 1);
  return safe;
}

/** Pino options of the app (main process and tests alike). */
export function loggerOptions(level: AppConfig['logLevel']) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: requestSerializer, err: safeError },
  };
}

/**
 * Standard output, written asynchronously: lines are queued and written together (once 4 KiB are
 * queued, or every 250 ms), never with a blocking write per line. `flushLogs` writes out the
 * queue on shutdown and on a crash (and pino itself at exit).
 */
export function logDestination() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

type LogDestination = ReturnType<typeof logDestination>;

/**
 * Writes out every queued line, in order, then closes the destination (the process is about to
 * exit): the write in progress ends first, then the rest. If that takes more than `timeoutMs`,
 * the rest is written synchronously.
 */
export function flushLogs(destination: LogDestination, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        destination.flushSync();
      } catch {
        // Standard output is gone: nothing more can be written.
      }
      resolve();
    }, timeoutMs);
    destination.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    destination.end();
  });
}

/**
 * A crash (an exception or a promise rejection nobody handled) is logged as `fatal`, the queued
 * lines are written out, and the process exits with code 1.
 */
export function exitOnCrash(logger: FastifyBaseLogger, destination: LogDestination) {
  let crashed = false;
  process.on('uncaughtException', (err, origin) => {
    if (crashed) return;
    crashed = true;
    logger.fatal({ err: safeError(err), origin }, 'the process crashed');
    void flushLogs(destination).then(() => process.exit(1));
  });
}
