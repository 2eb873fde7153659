import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { withRefusals } from '../../lib/refusals.js';
import { applicantOnly } from '../../lib/guards.js';
import type { ModuleOptions } from '../module.js';
import { DeclineOfferBodySchema, EvidenceBodySchema, MyOfferCheckParamsSchema, OfferApplicationParamsSchema, OfferSchema } from './schemas.js';
import { MyOfferService } from './service-my-offer.js';

/** "Your offer": the applicant's side of an offer. */
export default async function myOfferRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const mine = new MyOfferService(fastify, opts.config);
  const preHandler = applicantOnly(fastify);
  const common = { tags: ['careers'], security: [{ bearerAuth: [] }] };
  const params = ref(OfferApplicationParamsSchema);
  const answer = { 200: ref(OfferSchema) };
  const ANSWER = 'Before the respond-by date, an offer that is sent (a new version is answered again). Written to the audit log; the job\'s recruiters and recruiting manager and the offer\'s author are e-mailed, each in their language.';

  app.get(
    '/careers/applications/:id/offer',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getMyOffer',
        summary: 'Your offer: its terms, versions, and the checks with what is outstanding',
        description: withRefusals('Your own application only (404 otherwise).', 'application_not_found', 'offer_not_found'),
        params,
        response: { ...answer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => mine.get(request, request.params.id),
  );

  app.post(
    '/careers/applications/:id/offer/accept',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'acceptMyOffer',
        summary: 'Accept your offer',
        description: withRefusals(`${ANSWER} A job that refuses offers beyond its posts answers posts_filled once they are filled.`, 'application_not_found', 'offer_not_found', 'invalid_transition', 'respond_by_passed', 'posts_filled'),
        params,
        response: { ...answer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => mine.accept(request, request.params.id),
  );

  app.post(
    '/careers/applications/:id/offer/decline',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'declineMyOffer',
        summary: 'Decline your offer, with a reason if you wish: your application is withdrawn',
        description: withRefusals(ANSWER, 'application_not_found', 'offer_not_found', 'invalid_transition', 'respond_by_passed'),
        params,
        body: ref(DeclineOfferBodySchema),
        response: { ...answer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => mine.decline(request, request.params.id, request.body.reason),
  );

  app.post(
    '/careers/applications/:id/offer/checks/:checkId/evidence',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'uploadCheckEvidence',
        summary: 'Hand in one of your documents (upload it to your documents first) as the evidence a check asks for: the check becomes received',
        description: withRefusals('HR\'s checks of your sent or accepted offer only.', 'application_not_found', 'offer_not_found', 'check_not_found', 'invalid_transition', 'document_not_owned'),
        params: ref(MyOfferCheckParamsSchema),
        body: ref(EvidenceBodySchema),
        response: { ...answer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => mine.uploadEvidence(request, request.params.id, request.params.checkId, request.body.documentId),
  );
}
