import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';

export function envelope(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * One error envelope `{ statusCode, error, message }` for every error. 4xx keep their message;
 * 5xx are logged with their details and answered with a generic message.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    // The envelope is sent as plain JSON, whatever the route's own response schema for that code.
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
    const statusCode = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(statusCode).send(envelope(statusCode, 'Something went wrong on our side. Please try again.'));
    }
    if (err instanceof HttpError) reply.headers(err.headers);
    const message = 'validation' in err && err.validation ? validationMessage(err) : err.message;
    return reply.code(statusCode).send(envelope(statusCode, message));
  });
});

function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = err.validationContext ?? 'request';
  const path = first.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
  const missing = (first.params as { missingProperty?: string })?.missingProperty;
  const field = [path, missing].filter(Boolean).join('.');
  return `${where}${field ? `.${field}` : ''} ${first.message ?? 'is invalid'}`;
}
