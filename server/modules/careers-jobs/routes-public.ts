import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { refuse, withRefusals } from '../careers-shared/refusals.js';
import { publicBoard } from './cache.js';
import { toPublicJob } from './model.js';
import { departmentCounts, queryKey, searchBoard } from './public-search.js';
import { findPublicJob, openJobsMatchingWords } from './repo.js';
import {
  DepartmentCountListSchema,
  JobIdOrSlugParamsSchema,
  PublicJobListSchema,
  PublicJobQuerySchema,
  PublicJobSchema,
} from './schemas.js';

/** Sends an answer the board cached already serialized (checked against its schema type where it is built). */
const sendSerialized = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

/** The public job board: no token, answers served from the in-memory board (see cache.ts). */
export default async function publicJobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const board = publicBoard(fastify.db);

  app.get(
    '/careers/jobs',
    {
      schema: {
        tags: ['careers'],
        operationId: 'listPublicJobs',
        summary: 'Search the open jobs: text, filters with facet counts, sort and pagination',
        description: 'The words of `q` are found in any of their forms by the rules of `lang` and of English (PostgreSQL text search: "nurses" finds "Nurse"), and as parts of words ("paed" finds "Paediatric").',
        querystring: ref(PublicJobQuerySchema),
        response: { 200: ref(PublicJobListSchema), ...errors(400) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const body = await board.answer(`list\u0000${queryKey(query)}`, async (snapshot) => {
        const q = query.q?.trim();
        const wordMatches = q ? await openJobsMatchingWords(fastify.db, q, query.lang) : undefined;
        return JSON.stringify(searchBoard(snapshot, query, wordMatches) satisfies Static<typeof PublicJobListSchema>);
      });
      return sendSerialized(reply as FastifyReply, body!);
    },
  );

  app.get(
    '/careers/jobs/:idOrSlug',
    {
      schema: {
        tags: ['careers'],
        operationId: 'getPublicJob',
        summary: 'One job by id or slug: open, or closed (status closed); drafts and archived jobs are not found',
        description: withRefusals('', 'job_not_found'),
        params: ref(JobIdOrSlugParamsSchema),
        response: { 200: ref(PublicJobSchema), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { idOrSlug } = request.params;
      const body = await board.answer(`job\u0000${idOrSlug}`, async (snapshot) => {
        const open = snapshot.rows.find((row) => row.slug === idOrSlug || String(row.id) === idOrSlug);
        const row = open ?? (await findPublicJob(fastify.db, idOrSlug));
        return row ? JSON.stringify(toPublicJob(row) satisfies Static<typeof PublicJobSchema>) : null;
      });
      if (body === null) throw refuse('job_not_found', 'This job does not exist or is no longer advertised.');
      return sendSerialized(reply as FastifyReply, body);
    },
  );

  app.get(
    '/careers/departments',
    {
      schema: {
        tags: ['careers'],
        operationId: 'listDepartments',
        summary: 'Every department with its number of open jobs',
        response: { 200: ref(DepartmentCountListSchema) },
      },
    },
    async (_request, reply) => {
      const body = await board.answer('departments', (snapshot) =>
        JSON.stringify(departmentCounts(snapshot) satisfies Static<typeof DepartmentCountListSchema>),
      );
      return sendSerialized(reply as FastifyReply, body!);
    },
  );
}
