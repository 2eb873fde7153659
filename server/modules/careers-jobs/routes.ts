import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { refuse, withRefusals } from '../../lib/refusals.js';
import { publicBoard } from './cache.js';
import { departmentsAnswer, jobAnswer, jobListAnswer } from './public-answers.js';
import { JobAdmin, type JobAction } from './service.js';
import {
  AdminJobListSchema,
  AdminJobQuerySchema,
  DepartmentCountListSchema,
  JobIdOrSlugParamsSchema,
  JobIdParamsSchema,
  JobInputSchema,
  JobSchema,
  PublicJobListSchema,
  PublicJobQuerySchema,
  PublicJobSchema,
} from './schemas.js';

/** Sends an answer the board cached already serialized (checked against its schema type where it is built). */
const sendSerialized = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

/** The public job board: no token, answers served from the in-memory board (see cache.ts). */
async function publicJobRoutes(fastify: FastifyInstance) {
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
        response: { 200: ref(PublicJobListSchema), ...errors(400, 503) },
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

const ACTIONS: { action: JobAction; operationId: string; summary: string }[] = [
  { action: 'publish', operationId: 'publishJob', summary: 'Publish a draft (needs the required fields, salary min ≤ max and a closing date today or later)' },
  { action: 'close', operationId: 'closeJob', summary: 'Close an open job before its closing date' },
  { action: 'reopen', operationId: 'reopenJob', summary: 'Reopen a closed job (needs a closing date today or later)' },
  { action: 'archive', operationId: 'archiveJob', summary: 'Archive a draft or closed job: it leaves the public pages for good' },
];

/**
 * Job management. The preHandlers are coarse filters only (`read Job` to look, `manage Job` to
 * change: any rule passes them, conditional or not; a client gets 403, no token 401); the service
 * checks each job against the caller's rules (404 out of scope, 403 refused) and filters the list in SQL.
 */
async function adminJobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const jobs = new JobAdmin(fastify.db);
  const preHandler = fastify.authorize('manage', 'Job');
  const readers = fastify.authorize('read', 'Job');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/careers/admin/jobs',
    {
      preHandler: readers,
      schema: {
        ...common,
        operationId: 'listJobs',
        summary: 'Every job in every status, with filters, text search, sort, pagination and counts per status',
        description: 'Only the jobs the caller may read, counts included: a recruitment admin their departments\' (or all), a recruiting manager or panel member their hiring teams\'.',
        querystring: ref(AdminJobQuerySchema),
        response: { 200: ref(AdminJobListSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => jobs.list(request, request.query),
  );

  app.post(
    '/careers/admin/jobs',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'createJob',
        summary: 'Create a draft job (a new reference is given)',
        description: withRefusals('403 for a department outside the caller\'s grant.', 'salary_range_inverted'),
        body: ref(JobInputSchema),
        response: { 201: ref(JobSchema), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await jobs.create(request, request.body)),
  );

  app.get(
    '/careers/admin/jobs/:id',
    {
      preHandler: readers,
      schema: {
        ...common,
        operationId: 'getJob',
        summary: 'One job in any status',
        description: withRefusals('A job the caller may not read answers 404 as if it did not exist.', 'job_not_found'),
        params: ref(JobIdParamsSchema),
        response: { 200: ref(JobSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => jobs.get(request, request.params.id),
  );

  app.put(
    '/careers/admin/jobs/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'updateJob',
        summary: 'Save the whole job; an open or closed job must keep its required fields, an open one a future closing date',
        description: withRefusals(
          'Several problems are listed at once in `problems`. 404 for a job the caller may not read, 403 for one they may read but not change (or a department outside their grant).',
          'job_not_found',
          'job_archived',
          'field_required',
          'salary_range_inverted',
          'closing_date_past',
          'version_conflict',
        ),
        params: ref(JobIdParamsSchema),
        body: ref(JobInputSchema),
        response: { 200: ref(JobSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => jobs.update(request, request.params.id, request.body),
  );

  for (const { action, operationId, summary } of ACTIONS) {
    app.post(
      `/careers/admin/jobs/:id/${action}`,
      {
        preHandler,
        schema: {
          ...common,
          operationId,
          summary,
          description: withRefusals(
            'Several problems are listed at once in `problems`.',
            'job_not_found',
            'invalid_transition',
            ...(action === 'publish' || action === 'reopen' ? (['field_required', 'salary_range_inverted', 'closing_date_past'] as const) : []),
            'version_conflict',
          ),
          params: ref(JobIdParamsSchema),
          response: { 200: ref(JobSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => jobs.move(request, request.params.id, action),
    );
  }

  app.post(
    '/careers/admin/jobs/:id/duplicate',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'duplicateJob',
        summary: 'Copy a job into a new draft with a new reference and no closing date',
        description: withRefusals('', 'job_not_found'),
        params: ref(JobIdParamsSchema),
        response: { 201: ref(JobSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await jobs.duplicate(request, request.params.id)),
  );
}

/** Jobs over HTTP: the public board (no token) and job management (administrators). */
export default async function careersJobsRoutes(fastify: FastifyInstance) {
  await fastify.register(publicJobRoutes);
  await fastify.register(adminJobRoutes);
}
