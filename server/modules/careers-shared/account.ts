import type { FastifyInstance, preHandlerHookHandler } from 'fastify';

/**
 * The preHandlers of an applicant's own data: `manage Applicant` (401/403). The access check also
 * refuses a deleted account (see plugins/auth.ts), so no token can recreate data for it.
 */
export function applicantOnly(fastify: FastifyInstance): preHandlerHookHandler[] {
  return [fastify.authorize('manage', 'Applicant')];
}
