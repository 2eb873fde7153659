import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import { JobAdmin, type JobAction } from './service.js';
import { AdminJobListSchema, AdminJobQuerySchema, JobIdParamsSchema, JobInputSchema, JobSchema } from './schemas.js';

const ACTIONS: { action: JobAction; operationId: string; summary: string }[] = [
  { action: 'publish', operationId: 'publishJob', summary: 'Publish a draft (needs the required fields, salary min ≤ max and a closing date today or later)' },
  { action: 'close', operationId: 'closeJob', summary: 'Close an open job before its closing date' },
  { action: 'reopen', operationId: 'reopenJob', summary: 'Reopen a closed job (needs a closing date today or later)' },
  { action: 'archive', operationId: 'archiveJob', summary: 'Archive a draft or closed job: it leaves the public pages for good' },
];

/** Job management: `manage Job` (administrators); a client gets 403, no token 401. */
export default async function adminJobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const jobs = new JobAdmin(fastify.db);
  const preHandler = fastify.authorize('manage', 'Job');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/careers/admin/jobs',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listJobs',
        summary: 'Every job in every status, with filters, text search, sort, pagination and counts per status',
        querystring: ref(AdminJobQuerySchema),
        response: { 200: ref(AdminJobListSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => jobs.list(request.query),
  );

  app.post(
    '/careers/admin/jobs',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'createJob',
        summary: 'Create a draft job (a new reference is given)',
        description: withRefusals('', 'salary_range_inverted'),
        body: ref(JobInputSchema),
        response: { 201: ref(JobSchema), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await jobs.create(request.body)),
  );

  app.get(
    '/careers/admin/jobs/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getJob',
        summary: 'One job in any status',
        description: withRefusals('', 'job_not_found'),
        params: ref(JobIdParamsSchema),
        response: { 200: ref(JobSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => jobs.get(request.params.id),
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
          'Several problems are listed at once in `problems`.',
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
    async (request) => jobs.update(request.params.id, request.body),
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
      async (request) => jobs.move(request.params.id, action),
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
    async (request, reply) => reply.code(201).send(await jobs.duplicate(request.params.id)),
  );
}
