import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors, ref } from '../../lib/schema.js';
import { refuse, withRefusals } from '../../lib/refusals.js';
import { recordRefusal } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import type { ModuleOptions } from '../module.js';
import type { AnswerCipher } from './crypto.js';
import { StaffReferences } from './service-staff.js';
import {
  ApplicationReferencesSchema,
  ApplicationRefParamsSchema,
  ReceivedElsewhereBodySchema,
  ReferenceParamsSchema,
  ReferenceSchema,
  ReferenceSummarySchema,
  RequestReferencesBodySchema,
  ReviewReferenceBodySchema,
  UpdateRefereeEmailBodySchema,
} from './schemas.js';

/**
 * Staff reach the references' routes; a member of staff who reads no application at all
 * (occupational health) gets 404 like any out-of-scope application, an applicant 403.
 */
async function staffOrNotFound(request: FastifyRequest) {
  if (request.ability.can('read', 'Application')) return;
  const state = await request.server.accountState.get(request.user.sub);
  await recordRefusal(request.server.db, request, { action: 'reference.read_denied', subjectType: 'Application', detail: { route: request.routeOptions.url ?? null } });
  if (state?.staff) throw refuse('application_not_found', 'This application does not exist.');
  throw forbidden();
}

/**
 * References on the staff side. The preHandler (some `read Application`) is a coarse filter; each call
 * then checks the application against the caller's rules (access.ts): no `referees` field (a panel
 * member) or no access at all answers 404; changes need `update` (403 where visible).
 */
export async function staffReferenceRoutes(fastify: FastifyInstance, opts: ModuleOptions & { cipher: () => AnswerCipher }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const staff = new StaffReferences(fastify, opts.config, opts.cipher);
  const preHandler = [fastify.authenticate, staffOrNotFound];
  const common = { tags: ['careers-references'], security: [{ bearerAuth: [] }] };
  const base = '/careers/admin/applications/:id/references';
  const params = ref(ReferenceParamsSchema);
  const SCOPE = 'Recruitment admins, auditors and the job\'s recruiting managers; a panel member, occupational health or anyone out of scope gets 404.';
  const WRITE = 'Needs `update` on the application (403 where visible but not changeable). Audited.';
  const Items = Type.Object({ items: Type.Array(ref(ReferenceSummarySchema)) });

  app.get(
    base,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listApplicationReferences',
        summary: 'The reference requests of an application (status, review, overdue from day 14), the referees named, and whether the required references are satisfactory',
        description: withRefusals(SCOPE, 'application_not_found'),
        params: ref(ApplicationRefParamsSchema),
        response: { 200: ref(ApplicationReferencesSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => staff.list(request, request.params.id),
  );

  app.post(
    base,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'requestReferences',
        summary: 'Ask the chosen referees (from the applicant\'s details) for references: each gets an e-mail with a link valid 12 weeks. The job says when: after the offer (default) or before interview',
        description: withRefusals(
          `${WRITE} A job taking references after the offer (default): from interview to offer; at the offer the stage is post_offer, before it the request must name its \`stage\` explicitly (\`references_after_offer\` otherwise). A job taking them before interview: from shortlisting to offer, pre_offer by default, post_offer only once at offer. A referee cannot be the applicant; one address is one referee of an application.`,
          'application_not_found',
          'references_not_open',
          'references_after_offer',
          'reference_stage_too_early',
          'referee_not_found',
          'referee_email_invalid',
          'referee_is_applicant',
          'referee_already_asked',
        ),
        params: ref(ApplicationRefParamsSchema),
        body: ref(RequestReferencesBodySchema),
        response: { 201: Items, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await staff.request(request, request.params.id, request.body)),
  );

  app.get(
    `${base}/:referenceId`,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getReference',
        summary: 'One reference: the content where the caller may read it (a recruiting manager from the offer, or from shortlisting for pre-offer ones), concern answers with `view_safeguarding`. Every read is audited',
        description: withRefusals(SCOPE, 'application_not_found', 'reference_not_found'),
        params,
        response: { 200: ref(ReferenceSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => staff.get(request, request.params.id, request.params.referenceId),
  );

  /** A write on one request without a body: remind, cancel. */
  const bare = (path: 'remind' | 'cancel', operationId: string, summary: string, codes: Parameters<typeof withRefusals>[1][], statuses: (400 | 429)[]) =>
    app.post(
      `${base}/:referenceId/${path}`,
      {
        preHandler,
        schema: {
          ...common,
          operationId,
          summary,
          description: withRefusals(WRITE, 'application_not_found', 'reference_not_found', ...codes),
          params,
          response: { 200: ref(ReferenceSummarySchema), ...errors(400, 401, 403, 404, 409, ...statuses) },
        },
      },
      async (request) => (path === 'remind' ? staff.remind(request, request.params.id, request.params.referenceId) : staff.cancel(request, request.params.id, request.params.referenceId)),
    );
  bare('remind', 'remindReferee', 'Remind the referee now with a new link (7 days after the last e-mail to them)', ['reference_not_open', 'reminder_too_soon'], [429]);
  bare('cancel', 'cancelReferenceRequest', 'Cancel an open request: its links stop working', ['reference_not_open'], []);
  app.post(
    `${base}/:referenceId/received-elsewhere`,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'recordReferenceReceivedElsewhere',
        summary: 'Record a reference received outside the portal (post, phone, another system): the request closes and can be reviewed',
        description: withRefusals(WRITE, 'application_not_found', 'reference_not_found', 'reference_not_open'),
        params,
        body: ref(ReceivedElsewhereBodySchema),
        response: { 200: ref(ReferenceSummarySchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staff.receivedElsewhere(request, request.params.id, request.params.referenceId, request.body.note),
  );
  app.post(
    `${base}/:referenceId/review`,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'reviewReference',
        summary: 'Review a reference that arrived: satisfactory, clarification needed, or unsatisfactory',
        description: withRefusals(WRITE, 'application_not_found', 'reference_not_found', 'reference_not_received'),
        params,
        body: ref(ReviewReferenceBodySchema),
        response: { 200: ref(ReferenceSummarySchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staff.review(request, request.params.id, request.params.referenceId, request.body),
  );
  app.patch(
    `${base}/:referenceId/email`,
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'updateRefereeEmail',
        summary: 'Correct the referee\'s e-mail address: every link sent so far stops working, the request goes again to the new address',
        description: withRefusals(WRITE, 'application_not_found', 'reference_not_found', 'reference_not_open', 'referee_is_applicant', 'referee_already_asked'),
        params,
        body: ref(UpdateRefereeEmailBodySchema),
        response: { 200: ref(ReferenceSummarySchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staff.updateEmail(request, request.params.id, request.params.referenceId, request.body.email),
  );
}
