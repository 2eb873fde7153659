import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors, ref } from '../../lib/schema.js';
import type { ModuleOptions } from '../module.js';
import { applicantOnly } from '../../lib/guards.js';
import { withRefusals } from '../../lib/refusals.js';
import { localDate } from '../../lib/dates.js';
import { listApplications } from './repo-list.js';
import { ApplicationIdParamsSchema, ApplicationSchema, MyApplicationListSchema, SaveApplicationBodySchema, StartApplicationBodySchema, SubmitRefusalSchema } from './schemas.js';
import { AdminApplicationListSchema, AdminApplicationQuerySchema, AdminApplicationSchema, ApplicationStatsSchema, NoteBodySchema, TransitionBodySchema } from './schemas-review.js';
import { MyApplications } from './service.js';
import { ApplicationReview } from './service-review.js';

/** The applicant's own applications (`manage Applicant`); another applicant's id is 404. */
async function myApplicationRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const mine = new MyApplications(fastify, opts.config);
  const preHandler = applicantOnly(fastify);
  const common = { tags: ['careers'], security: [{ bearerAuth: [] }] };
  const params = ref(ApplicationIdParamsSchema);

  app.post(
    '/careers/applications',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'startApplication',
        summary: 'Start an application to an open job: 201 with a new draft, or 200 with the one I already have for this job',
        description: withRefusals('', 'account_gone', 'job_not_found', 'job_closed'),
        body: ref(StartApplicationBodySchema),
        response: { 200: ref(ApplicationSchema), 201: ref(ApplicationSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { created, application } = await mine.start(request.user.sub, request.body.jobId);
      return reply.code(created ? 201 : 200).send(application);
    },
  );

  app.get(
    '/careers/applications',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listMyApplications',
        summary: 'My applications with job, status, dates and the next step',
        description: withRefusals('', 'account_gone'),
        response: { 200: ref(MyApplicationListSchema), ...errors(401, 403) },
      },
    },
    async (request) => mine.list(request.user.sub),
  );

  app.get(
    '/careers/applications/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getMyApplication',
        summary: 'One of my applications: job summary, draft form or submitted snapshot, and my timeline',
        description: withRefusals('A draft lists in `blockers` what a submit would be refused for now.', 'account_gone', 'application_not_found'),
        params,
        response: { 200: ref(ApplicationSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => mine.get(request.user.sub, request.params.id),
  );

  app.patch(
    '/careers/applications/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'saveApplication',
        summary: 'Autosave the draft on top of `version`; a stale version gets 409 and nothing is overwritten',
        description: withRefusals('', 'account_gone', 'application_not_found', 'application_not_draft', 'version_conflict', 'document_not_owned'),
        params,
        body: ref(SaveApplicationBodySchema),
        response: { 200: ref(ApplicationSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => mine.save(request.user.sub, request.params.id, request.body),
  );

  app.post(
    '/careers/applications/:id/submit',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'submitApplication',
        summary:
          'Submit the draft (activated account, open job, required profile sections and documents, declaration); the answer is frozen. Repeating it returns the same submission',
        description: withRefusals(
          'A refusal names every reason at once in `problems` (the first is `code` and `field`): the same list as the draft\'s `blockers`.',
          'account_gone',
          'application_not_found',
          'application_withdrawn',
          'account_not_activated',
          'job_closed',
          'profile_incomplete',
          'document_gone',
          'documents_missing',
          'declaration_required',
        ),
        params,
        response: { 200: ref(ApplicationSchema), 400: ref(SubmitRefusalSchema), 409: ref(SubmitRefusalSchema), ...errors(401, 403, 404) },
      },
    },
    // A refusal reaches the client through the central handler, with its field and every problem.
    async (request) => mine.submit(request.user.sub, request.params.id),
  );

  app.post(
    '/careers/applications/:id/withdraw',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'withdrawApplication',
        summary: 'Withdraw my application (not after it was successful, unsuccessful or already withdrawn; at offer, answer the offer instead)',
        description: withRefusals('', 'account_gone', 'application_not_found', 'invalid_transition', 'offer_in_progress', 'version_conflict'),
        params,
        response: { 200: ref(ApplicationSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => mine.withdraw(request.user.sub, request.params.id),
  );
}

/**
 * Reviewing applications, by staff. The preHandler (`read Application`) is only a coarse filter
 * (it lets through anyone with any Application rule, conditional or not; a client gets 403, no
 * token 401): each route then checks rows against the caller's rules (service-review.ts, access.ts),
 * and lists, counts and exports are filtered in SQL by the same rules.
 */
async function adminApplicationRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const review = new ApplicationReview(fastify, opts.config);
  const preHandler = fastify.authorize('read', 'Application');
  const SCOPE = 'Only the applications the caller may read are counted and listed (a recruitment admin: their departments; a recruiting manager: their hiring teams\' jobs; a panel member: the shortlisted and interview applications of theirs); never the caller\'s own application.';
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
        description: `${SCOPE} A panel member receives no \`applicant.email\`.`,
        querystring: ref(AdminApplicationQuerySchema),
        response: { 200: ref(AdminApplicationListSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => listApplications(fastify.db, request.query, request.ability),
  );

  app.get(
    '/careers/admin/applications/export.csv',
    {
      preHandler: fastify.authorize('export', 'Application'),
      schema: {
        ...common,
        operationId: 'exportApplicationsCsv',
        summary: 'Every application the same filters select (no page), as CSV safe to open in a spreadsheet',
        description: `${SCOPE} Needs \`export\` (recruitment admins and super admins; 403 for the others). Each export is written to the audit log.`,
        querystring: ref(AdminApplicationQuerySchema),
        response: { 200: { description: 'CSV with a header row', content: { 'text/csv': { schema: Type.String() } } }, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await review.exportCsv(request, request.query);
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
        description: withRefusals(
          'An application the caller may not read answers 404 as if it did not exist. The answer is cut to the fields the caller may see: a panel member receives no e-mail, phone, address, date of birth, nationality, ID, referees or timeline.',
          'application_not_found',
        ),
        params,
        response: { 200: ref(AdminApplicationSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => review.get(request, request.params.id),
  );

  app.post(
    '/careers/admin/applications/:id/transition',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'transitionApplication',
        summary: 'Move the application along the transition table (409 otherwise); reject and reopen need a reason; e-mails the applicant unless notifyApplicant is false',
        description: withRefusals(
          'Needs `update` on the application (403 where it is visible but not changeable; 404 where it is not visible); moving to offer, hired or rejected also needs `decide`. Written to the audit log, as is a refusal.',
          'application_not_found',
          'invalid_transition',
          'reason_required',
          'offer_live',
          'version_conflict',
        ),
        params,
        body: ref(TransitionBodySchema),
        response: { 200: ref(AdminApplicationSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => review.transition(request, request.params.id, request.body),
  );

  app.post(
    '/careers/admin/applications/:id/notes',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'addApplicationNote',
        summary: 'Add an internal note to the timeline (never shown to the applicant)',
        description: withRefusals('Needs `update` on the application (403 where it is visible but not changeable; 404 where it is not visible). Written to the audit log.', 'application_not_found', 'note_required'),
        params,
        body: ref(NoteBodySchema),
        response: { 201: ref(AdminApplicationSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await review.addNote(request, request.params.id, request.body.note)),
  );

  app.get(
    '/careers/admin/stats',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getApplicationStats',
        summary: 'Dashboard figures: open jobs, applications per status, per job (top 10) and per ISO week (last 12 weeks)',
        description: 'Every figure counts only the jobs and applications the caller may read: no count includes a hidden row.',
        response: { 200: ref(ApplicationStatsSchema), ...errors(401, 403) },
      },
    },
    async (request) => review.stats(request.ability),
  );
}

/** Applications over HTTP: applying and following (applicants), reviewing (administrators). */
export default async function careersApplicationsRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  await fastify.register(myApplicationRoutes, opts);
  await fastify.register(adminApplicationRoutes, opts);
}
