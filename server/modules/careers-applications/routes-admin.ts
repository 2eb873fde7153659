import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors, ref } from '../../lib/schema.js';
import type { ModuleOptions } from '../module.js';
import { withRefusals } from '../../lib/refusals.js';
import { localDate } from '../careers-shared/text.js';
import { ApplicationReview } from './admin.js';
import { exportApplicationsCsv, listApplications } from './admin-list.js';
import {
  AdminApplicationListSchema,
  AdminApplicationQuerySchema,
  AdminApplicationSchema,
  ApplicationIdParamsSchema,
  ApplicationStatsSchema,
  NoteBodySchema,
  TransitionBodySchema,
} from './schemas.js';

/** Reviewing applications: `manage Application` (administrators); a client gets 403, no token 401. */
export default async function adminApplicationRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const review = new ApplicationReview(fastify, opts.config);
  const preHandler = fastify.authorize('manage', 'Application');
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };
  const params = ref(ApplicationIdParamsSchema);

  app.get(
    '/careers/admin/applications',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listApplications',
        summary: 'Submitted applications: filter by job, status, text and submission dates; sort; page; counts per status',
        querystring: ref(AdminApplicationQuerySchema),
        response: { 200: ref(AdminApplicationListSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => listApplications(fastify.db, request.query),
  );

  app.get(
    '/careers/admin/applications/export.csv',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'exportApplicationsCsv',
        summary: 'Every application the same filters select (no page), as CSV safe to open in a spreadsheet',
        querystring: ref(AdminApplicationQuerySchema),
        response: { 200: { description: 'CSV with a header row', content: { 'text/csv': { schema: Type.String() } } }, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await exportApplicationsCsv(fastify.db, request.query);
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${localDate()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/careers/admin/applications/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getApplication',
        summary: 'One submitted application: snapshot, documents, full timeline with internal notes, allowed moves',
        description: withRefusals('', 'application_not_found'),
        params,
        response: { 200: ref(AdminApplicationSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => review.get(request.params.id),
  );

  app.post(
    '/careers/admin/applications/:id/transition',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'transitionApplication',
        summary: 'Move the application along the transition table (409 otherwise); reject and reopen need a reason; e-mails the applicant unless notifyApplicant is false',
        description: withRefusals('', 'application_not_found', 'invalid_transition', 'reason_required', 'version_conflict'),
        params,
        body: ref(TransitionBodySchema),
        response: { 200: ref(AdminApplicationSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => review.transition(request.params.id, request.user.sub, request.body),
  );

  app.post(
    '/careers/admin/applications/:id/notes',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'addApplicationNote',
        summary: 'Add an internal note to the timeline (never shown to the applicant)',
        description: withRefusals('', 'application_not_found', 'note_required'),
        params,
        body: ref(NoteBodySchema),
        response: { 201: ref(AdminApplicationSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await review.addNote(request.params.id, request.user.sub, request.body.note)),
  );

  app.get(
    '/careers/admin/stats',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getApplicationStats',
        summary: 'Dashboard figures: open jobs, applications per status, per job (top 10) and per ISO week (last 12 weeks)',
        response: { 200: ref(ApplicationStatsSchema), ...errors(401, 403) },
      },
    },
    async () => review.stats(),
  );
}
