import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { withRefusals, type RefusalCode } from '../../lib/refusals.js';
import type { ModuleOptions } from '../module.js';
import {
  CheckCatalogueSchema,
  ConfirmStartBodySchema,
  CreateOfferBodySchema,
  JobCheckProfileSchema,
  OfferApplicationParamsSchema,
  OfferCheckIdParamsSchema,
  OfferCheckSchema,
  OfferIdParamsSchema,
  OfferJobParamsSchema,
  OfferSchema,
  type Offer,
  OpenChecksQuerySchema,
  OpenChecksSchema,
  SetJobCheckProfileBodySchema,
  UnconditionalBodySchema,
  UpdateCheckBodySchema,
  UpdateOfferBodySchema,
  WaiveCheckBodySchema,
  WithdrawOfferBodySchema,
} from './schemas.js';
import { OfferService } from './service-offer.js';
import { OfferChecksService } from './service-checks.js';
import { CheckCatalogueService } from './service-catalogue.js';
import { offerStaff } from './access.js';

type OfferAction = (request: FastifyRequest, id: number, body: Record<string, string | undefined>) => Promise<Offer>;

const DECIDERS = 'Needs `decide` on the application (the `make_decisions` flag or a hiring-team row granting it): 403 when readable, 404 (audited) otherwise. Written to the audit log.';

/** Offers and checks on the staff side, and the check catalogue. */
export default async function careersOffersRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const offers = new OfferService(fastify, opts.config);
  const checks = new OfferChecksService(fastify);
  const catalogue = new CheckCatalogueService(fastify);
  const staff = offerStaff(fastify);
  const common = { tags: ['careers-admin'], security: [{ bearerAuth: [] }] };
  const appParams = ref(OfferApplicationParamsSchema);
  const offerParams = ref(OfferIdParamsSchema);
  const checkParams = ref(OfferCheckIdParamsSchema);
  const offer = { 200: ref(OfferSchema) };
  /** One decision on an offer (POST, the offer's id in the path, an optional body), answered with the offer. */
  const decide = (operationId: string, url: string, summary: string, body: TSchema | null, codes: RefusalCode[], run: OfferAction) =>
    fastify.post(
      url,
      {
        preHandler: fastify.authorize('read', 'Application'),
        schema: {
          ...common,
          operationId,
          summary,
          description: withRefusals(DECIDERS, 'application_not_found', 'offer_not_found', 'invalid_transition', 'version_conflict', ...codes),
          params: offerParams,
          ...(body ? { body: ref(body) } : {}),
          response: { ...offer, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => run(request, (request.params as { id: number }).id, (request.body ?? {}) as Record<string, string>),
    );

  app.get(
    '/careers/admin/applications/:id/offer',
    {
      preHandler: fastify.authorize('read', 'Application'),
      schema: {
        ...common,
        operationId: 'getApplicationOffer',
        summary: 'The application\'s offer (the live one, else the newest): terms, versions, approvals, checks and what blocks "make unconditional"',
        description: withRefusals('For whoever may read the application (404, audited, otherwise). Health notes only for occupational health. A sensitive read: written to the audit log.', 'application_not_found', 'offer_not_found'),
        params: appParams,
        response: { ...offer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => offers.get(request, request.params.id),
  );

  app.post(
    '/careers/admin/applications/:id/offers',
    {
      preHandler: fastify.authorize('read', 'Application'),
      schema: {
        ...common,
        operationId: 'createOffer',
        summary: 'Make a (draft) offer to an application at interview: terms, respond-by date, the checks required (the job\'s profile by default)',
        description: withRefusals(
          `${DECIDERS} Accepted offers that already fill the job's posts set \`overPosts\` (a warning), or refuse when the job says so.`,
          'application_not_found',
          'not_appointable',
          'offer_exists',
          'respond_by_past',
          'unknown_check_type',
          'posts_filled',
        ),
        params: appParams,
        body: ref(CreateOfferBodySchema),
        response: { 201: ref(OfferSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await offers.create(request, request.params.id, request.body)),
  );

  app.patch(
    '/careers/admin/offers/:id',
    {
      preHandler: fastify.authorize('read', 'Application'),
      schema: {
        ...common,
        operationId: 'updateOffer',
        summary: 'Change the terms: a draft in place (its approvals start again); a sent or accepted offer becomes a new draft version, kept with what changed, that the applicant answers again',
        description: withRefusals(DECIDERS, 'application_not_found', 'offer_not_found', 'invalid_transition', 'version_conflict', 'respond_by_past'),
        params: offerParams,
        body: ref(UpdateOfferBodySchema),
        response: { ...offer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => offers.update(request, request.params.id, request.body),
  );

  decide('approveOffer', '/careers/admin/offers/:id/approve', 'Approve a draft offer (each approver once; not its author)', null, ['approver_is_author', 'already_approved'], (request, id) => offers.approve(request, id));
  decide('sendOffer', '/careers/admin/offers/:id/send', 'Send a draft offer to the applicant (e-mailed); the application moves to offer', null, ['approvals_missing', 'respond_by_past', 'not_appointable'], (request, id) => offers.send(request, id));
  decide(
    'withdrawOffer',
    '/careers/admin/offers/:id/withdraw',
    'Withdraw a live offer with a reason (told to the applicant); the application is rejected',
    WithdrawOfferBodySchema,
    ['reason_required'],
    (request, id, body) => offers.withdraw(request, id, body.reason!),
  );
  decide(
    'makeOfferUnconditional',
    '/careers/admin/offers/:id/unconditional',
    'Make an accepted offer unconditional with the start date (e-mailed): refused until every required check is met or waived',
    UnconditionalBodySchema,
    ['checks_outstanding'],
    (request, id, body) => offers.makeUnconditional(request, id, body.startDate!),
  );
  decide('confirmStart', '/careers/admin/offers/:id/confirm-start', 'Confirm the start of an unconditional offer: the application moves to hired', ConfirmStartBodySchema, [], (request, id, body) =>
    offers.confirmStart(request, id, body.startDate!),
  );

  app.patch(
    '/careers/admin/offer-checks/:id',
    {
      preHandler: staff,
      schema: {
        ...common,
        operationId: 'updateOfferCheck',
        summary: 'Mark a check (requested, received, met, not met), its due date, number, level, issue and expiry dates, outcome; occupational health adds its own note',
        description: withRefusals(
          'HR\'s checks need `update` on the application; health checks are occupational health\'s only (403 for others who may read the application). A health check takes fit, fit_with_adjustments (with the adjustments) or not_fit; a criminal record check clear or not_clear, with the certificate\'s number, level and issue date, never a copy. Written to the audit log (never the note).',
          'check_not_found',
          'application_not_found',
          'invalid_transition',
          'outcome_invalid',
        ),
        params: checkParams,
        body: ref(UpdateCheckBodySchema),
        response: { 200: ref(OfferCheckSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => checks.update(request, request.params.id, request.body),
  );

  app.post(
    '/careers/admin/offer-checks/:id/waive',
    {
      preHandler: staff,
      schema: {
        ...common,
        operationId: 'waiveOfferCheck',
        summary: 'Waive a check: the first call asks with a reason, a second, different person approves it',
        description: withRefusals(`${DECIDERS}`, 'check_not_found', 'application_not_found', 'invalid_transition', 'reason_required', 'waiver_same_person'),
        params: checkParams,
        body: ref(WaiveCheckBodySchema),
        response: { 200: ref(OfferCheckSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => checks.waive(request, request.params.id, request.body.reason),
  );

  app.get(
    '/careers/admin/offer-checks',
    {
      preHandler: staff,
      schema: {
        ...common,
        operationId: 'listOpenChecks',
        summary: 'The checks board: open checks of open offers, overdue ones marked; `owner=occupational_health` is the occupational health queue',
        description: 'Filtered in SQL: the checks of applications the caller may read; occupational health sees health checks only, with its notes. Written to the audit log.',
        querystring: ref(OpenChecksQuerySchema),
        response: { 200: ref(OpenChecksSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => checks.listOpen(request, request.query),
  );

  app.get(
    '/careers/admin/check-types',
    {
      preHandler: staff,
      schema: {
        ...common,
        operationId: 'listCheckTypes',
        summary: 'The check catalogue (labels in four languages, category, evidence, owner, validity) and the department defaults',
        response: { 200: ref(CheckCatalogueSchema), ...errors(401, 403) },
      },
    },
    async () => catalogue.list(),
  );

  app.put(
    '/careers/admin/check-types',
    {
      preHandler: staff,
      schema: {
        ...common,
        operationId: 'saveCheckTypes',
        summary: 'Save the check catalogue and department defaults; a type left out becomes inactive',
        description: withRefusals('Recruitment administrators and super admins only (403). Written to the audit log.', 'unknown_check_type'),
        body: ref(CheckCatalogueSchema),
        response: { 200: ref(CheckCatalogueSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => catalogue.save(request, request.body),
  );

  app.get(
    '/careers/admin/jobs/:id/check-profile',
    {
      preHandler: fastify.authorize('read', 'Job'),
      schema: {
        ...common,
        operationId: 'getJobCheckProfile',
        summary: 'The job\'s check profile (its department\'s default until set), approvals and posts rule',
        description: withRefusals('A job the caller may not see answers 404.', 'job_not_found'),
        params: ref(OfferJobParamsSchema),
        response: { 200: ref(JobCheckProfileSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => catalogue.getJobProfile(request, request.params.id),
  );

  app.put(
    '/careers/admin/jobs/:id/check-profile',
    {
      preHandler: fastify.authorize('read', 'Job'),
      schema: {
        ...common,
        operationId: 'setJobCheckProfile',
        summary: 'Set the job\'s check profile, the approvals an offer needs, and whether posts are a hard limit',
        description: withRefusals('Needs `update` on the job (403 otherwise). Written to the audit log.', 'job_not_found', 'unknown_check_type'),
        params: ref(OfferJobParamsSchema),
        body: ref(SetJobCheckProfileBodySchema),
        response: { 200: ref(JobCheckProfileSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => catalogue.setJobProfile(request, request.params.id, request.body),
  );
}
