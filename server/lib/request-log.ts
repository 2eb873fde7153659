import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { maskUrl } from './logger.js';

/** Answers that did not come from a route of ours: the SPA's pages and the 404s. */
const NO_ROUTE = '(none)';

/** A pino logger's destination and bindings (pid, hostname, reqId) already serialised, read through pino's own symbols. */
interface PinoInternals {
  [pino.symbols.streamSym]?: { write(line: string): unknown };
  [pino.symbols.chindingsSym]?: string;
}

const json = JSON.stringify;

/**
 * One log line per completed request, in place of Fastify's two (`incoming request`, then
 * `request completed`): method, URL with secrets masked, route, status, time in ms and the
 * request id (`reqId`, on every line of the request). A response that failed midway is logged
 * as an error. Fastify calls these methods itself: no hook is added to any route.
 * The line holds only the fields above (the URL masked), so it needs no redaction pass, and it is
 * written as pino writes a line (level, time, the request logger's bindings, the fields, msg)
 * straight to pino's destination, without pino's generic serialisation of an object
 * (docs/performance.md, "Why the code is as it is").
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url ?? NO_ROUTE;
    const responseTime = Math.round(reply.elapsedTime * 100) / 100;
    if (error) {
      const line = { method: request.method, url: maskUrl(request.url), route, statusCode: reply.statusCode, responseTime, remoteAddress: request.ip };
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    // The app's logger is pino; without a logger (tests), Fastify's stand-in logs nothing.
    const log = request.log as FastifyBaseLogger & Partial<Pick<pino.Logger, 'isLevelEnabled'>> & PinoInternals;
    if (!log.isLevelEnabled?.('info')) return;
    const stream = log[pino.symbols.streamSym];
    const bindings = log[pino.symbols.chindingsSym];
    if (!stream || bindings === undefined) {
      log.info({ method: request.method, url: maskUrl(request.url), route, statusCode: reply.statusCode, responseTime, remoteAddress: request.ip }, 'request completed');
      return;
    }
    stream.write(
      `{"level":30,"time":${Date.now()}${bindings},"method":${json(request.method)},"url":${json(maskUrl(request.url))},"route":${json(route)},"statusCode":${reply.statusCode},"responseTime":${responseTime},"remoteAddress":${json(request.ip)},"msg":"request completed"}\n`,
    );
  }
}

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * Fastify's logger per request, bound to the request id, without pino's redaction pass over the
 * binding. The app redacts wildcard paths (`*.password`, `*.headers.authorization`…, see
 * logger.ts), and pino runs a redaction over every binding of every child it makes, so binding
 * one request id cost a whole redaction pass per request. The id is Fastify's own (a string or a
 * number, never an object: no path can match inside it), so it is bound the way pino binds a
 * value: `,"reqId":"req-1"` after the parent's bindings. Anything this logger logs is redacted as
 * before, and any other binding takes pino's own way.
 */
export const requestChildLogger: ChildLoggerFactory = (logger, bindings, options) => {
  const entries = Object.entries(bindings);
  const [key, value] = entries[0] ?? [];
  const plain = entries.length === 1 && (typeof value === 'string' || typeof value === 'number');
  if (!plain || (logger as PinoInternals)[pino.symbols.chindingsSym] === undefined) return logger.child(bindings, options);
  const child = logger.child({}, options) as FastifyBaseLogger & PinoInternals;
  child[pino.symbols.chindingsSym] += `,${json(key)}:${json(value)}`;
  return child;
};
