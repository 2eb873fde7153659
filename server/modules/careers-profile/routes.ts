import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import { applicantOnly } from '../../lib/guards.js';
import { withRefusals } from '../../lib/refusals.js';
import { ProfileAnswerSchema, SaveProfileBodySchema } from './schemas.js';
import { readProfile, saveProfile } from './service.js';

/** Applicant details: the signed-in applicant's own profile (`manage Applicant`). */
export default async function careersProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = applicantOnly(fastify);
  const common = { tags: ['careers'], security: [{ bearerAuth: [] }] };

  app.get(
    '/careers/profile',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getProfile',
        summary: 'My applicant details, with which sections are complete and the version to send back with the next save',
        description: withRefusals('Applicant accounts only: an administrator gets 403.', 'account_gone'),
        response: { 200: ref(ProfileAnswerSchema), ...errors(401, 403) },
      },
    },
    async (request) => readProfile(fastify.db, request.user.sub),
  );

  app.put(
    '/careers/profile',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'saveProfile',
        summary:
          'Save my whole applicant details (the autosave) on top of `version`, the one last read; fields left out are saved empty. A stale version gets 409 and nothing is overwritten',
        description: withRefusals(
          'Applicant accounts only. Several date problems are listed at once in `problems`.',
          'account_gone',
          'birth_date_implausible',
          'end_before_start',
          'version_conflict',
        ),
        body: ref(SaveProfileBodySchema),
        response: { 200: ref(ProfileAnswerSchema), ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => saveProfile(fastify.db, request.user.sub, request.body),
  );
}
