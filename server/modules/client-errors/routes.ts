import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors, ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { ClientErrorReportSchema, clientErrorSchemas } from './schemas.js';

/** E-mail addresses a message might quote, blotted out before the report reaches the log. */
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+/g;

/** A page that failed in a browser, written to the server log at `warn` (the SPA's error boundary sends it). */
async function clientErrorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/client-errors',
    {
      schema: {
        tags: ['system'],
        operationId: 'reportClientError',
        summary: 'Report a page that failed in the browser (written to the server log)',
        description: 'Sent by the SPA when a page fails to render or its code cannot be loaded. Anyone may send it (a visitor\'s page fails too); it is rate-limited like every call and carries no personal data.',
        body: ref(ClientErrorReportSchema),
        response: { 204: Type.Null({ description: 'Logged' }), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const { kind, route, name, message } = request.body;
      request.log.warn({ clientError: { kind, route, name, message: message.replace(EMAIL, '[e-mail]') } }, 'a page failed in the browser');
      return reply.code(204).send(null);
    },
  );
}

export const clientErrorsModule: ApiModule = { name: 'client-errors', routes: clientErrorRoutes, schemas: clientErrorSchemas };
