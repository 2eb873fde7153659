import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { errors, ref } from '../../lib/schema.js';
import { envelope } from '../../plugins/error-handler.js';

export const HealthSchema = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    uptimeSeconds: Type.Number(),
  },
  { $id: 'Health' },
);

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        response: { 200: ref(HealthSchema), ...errors(503) },
      },
    },
    async (_request, reply) => {
      try {
        await fastify.db.execute(sql`select 1`);
      } catch (err) {
        fastify.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(envelope(503, 'The database is unreachable', 'database_unreachable'));
      }
      return { status: 'ok' as const, database: fastify.dbKind, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
}

export const healthSchemas = [HealthSchema];
