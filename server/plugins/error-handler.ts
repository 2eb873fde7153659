import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultErrorCode, HttpError, type Problem } from '../lib/http-errors.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-errors.js';
import { isStorageFull } from '../lib/storage-full.js';

export interface ErrorEnvelope {
  statusCode: number;
  error: string;
  message: string;
  code: string;
  field?: string;
  problems?: Problem[];
}

export function envelope(statusCode: number, message: string, code = defaultErrorCode(statusCode), field?: string, problems?: Problem[]): ErrorEnvelope {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code, ...(field ? { field } : {}), ...(problems?.length ? { problems } : {}) };
}

/** Fastify's own refusals, by its error code: a stable name of ours instead of FST_ERR_…. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

/** The answer to a write refused for lack of space (507 `storage_full`). */
export const STORAGE_FULL_MESSAGE = "The server's storage is full, so this could not be saved. Please try again later; nothing was lost.";

/** While the database is away every request fails the same way: one log line per this many milliseconds is enough. */
const UNAVAILABLE_LOG_EVERY_MS = 10_000;

/**
 * One error envelope `{ statusCode, error, message, code, field? }` for every error. 4xx keep
 * their message; validation errors say `invalid_input` and name the field; 5xx are logged with
 * their details and answered with a generic message. Two failures of a dependency are told
 * apart from bugs, so that a client knows to try again: a database that cannot be reached
 * (503 `database_unavailable` with Retry-After) and a full volume (507 `storage_full`).
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  let unavailableLoggedAt = 0;
  let unavailableSinceLog = 0;
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    // The envelope is sent as plain JSON, whatever the route's own response schema for that code.
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
    const statusCode = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (statusCode === 500 && !(err instanceof HttpError) && isDatabaseUnavailable(err)) {
      unavailableSinceLog++;
      if (Date.now() - unavailableLoggedAt >= UNAVAILABLE_LOG_EVERY_MS) {
        request.log.warn({ err, answered503: unavailableSinceLog }, 'the database cannot be reached: answering 503 database_unavailable');
        unavailableLoggedAt = Date.now();
        unavailableSinceLog = 0;
      }
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(envelope(503, 'The database cannot be reached at the moment, so this could not be done. Please try again in a few seconds.', 'database_unavailable'));
    }
    if (statusCode === 500 && !(err instanceof HttpError) && isStorageFull(err)) {
      // Logged once per full volume, not per request.
      if (app.hasDecorator('fullVolumes')) app.fullVolumes.refused(err);
      else request.log.error({ err }, 'storage full');
      return reply.code(507).send(envelope(507, STORAGE_FULL_MESSAGE, 'storage_full'));
    }
    if (statusCode >= 500 && !(err instanceof HttpError)) {
      request.log.error({ err }, 'request failed');
      return reply.code(statusCode).send(envelope(statusCode, 'Something went wrong on our side. Please try again.'));
    }
    if (err instanceof HttpError) {
      reply.headers(err.headers);
      return reply.code(statusCode).send(envelope(statusCode, err.message, err.code, err.field, err.problems));
    }
    if ('validation' in err && err.validation) {
      const { message, field } = validationProblem(err);
      return reply.code(statusCode).send(envelope(statusCode, message, 'invalid_input', field));
    }
    return reply.code(statusCode).send(envelope(statusCode, err.message, FASTIFY_CODES[err.code] ?? defaultErrorCode(statusCode)));
  });
});

/** "body.user.email must match format "email"", and the field: `user.email`. */
function validationProblem(err: FastifyError): { message: string; field?: string } {
  const first = err.validation?.[0];
  if (!first) return { message: err.message };
  const where = err.validationContext ?? 'request';
  const path = first.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
  const missing = (first.params as { missingProperty?: string })?.missingProperty;
  const field = [path, missing].filter(Boolean).join('.');
  return { message: `${where}${field ? `.${field}` : ''} ${first.message ?? 'is invalid'}`, ...(field ? { field } : {}) };
}
