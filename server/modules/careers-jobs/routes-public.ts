import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { refuse, withRefusals } from '../../lib/refusals.js';
import { publicBoard } from './cache.js';
import { departmentsAnswer, jobAnswer, jobListAnswer } from './public-answers.js';
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

  /** A URL the current board answered already gets the same bytes, before its query or params are parsed and validated again. */
  function repeatAnswer(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const body = board.repeated(request.url);
    if (body === undefined) return done();
    void sendSerialized(reply, body);
  }

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
      onRequest: repeatAnswer,
    },
    async (request, reply) => {
      return sendSerialized(reply as FastifyReply, await jobListAnswer(fastify.db, request.query, request.url));
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
      onRequest: repeatAnswer,
    },
    async (request, reply) => {
      const body = await jobAnswer(fastify.db, request.params.idOrSlug, request.url);
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
      return sendSerialized(reply as FastifyReply, await departmentsAnswer(fastify.db));
    },
  );
}
