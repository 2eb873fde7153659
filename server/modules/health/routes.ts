import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DatabaseState } from './database-state.js';
import { errors, literals, ref } from '../../lib/schema.js';
import { envelope } from '../../plugins/error-handler.js';

export const HealthSchema = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Union(literals(['pglite', 'postgres'] as const)),
    uptimeSeconds: Type.Number(),
  },
  { $id: 'Health' },
);

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const database = new DatabaseState(fastify);
  fastify.addHook('onReady', () => database.start());
  fastify.addHook('preClose', () => database.stop());
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        description: 'Answers from the database state this process last saw: probed every second in the background (and once more, for at most a second, when the last good probe is older than three seconds); a database that stops answering makes this 503 within four seconds.',
        response: { 200: ref(HealthSchema), ...errors(503) },
      },
    },
    async (_request, reply) => {
      if (!(await database.answersNow())) return reply.code(503).send(envelope(503, 'The database is unreachable', 'database_unreachable'));
      return { status: 'ok' as const, database: fastify.dbKind, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
}

export const healthSchemas = [HealthSchema];
