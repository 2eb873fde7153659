import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { maskUrl } from './logger.js';

/** Answers that did not come from a route of ours: the SPA's pages and the 404s. */
const NO_ROUTE = '(none)';

/**
 * One log line per completed request, in place of Fastify's two (`incoming request`, then
 * `request completed`): method, URL with secrets masked, route, status, time in ms and the
 * request id (`reqId`, on every line of the request). A response that failed midway is logged
 * as an error. Fastify calls these methods itself: no hook is added to any route.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: maskUrl(request.url),
      route: request.routeOptions.url ?? NO_ROUTE,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
