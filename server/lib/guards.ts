import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { forbidden } from './http-errors.js';

/*
 * Who may call a route, as preHandlers built on `fastify.authorize` (server/plugins/auth.ts).
 * The access check (plugins/auth.ts) refuses a deleted account with `account_gone` from the cached
 * account state, so no token can recreate data for it: these guards add only the permission.
 */

/** An applicant's own documents, which staff reviewing applications (`read Application`) may also read. */
export function applicantOrReviewer(fastify: FastifyInstance): preHandlerHookHandler[] {
  async function allowed(request: FastifyRequest) {
    if (!request.ability.can('manage', 'Applicant') && !request.ability.can('read', 'Application')) throw forbidden();
  }
  return [fastify.authenticate, allowed];
}

/** An applicant's own applications, details and documents (`manage Applicant`: applicant accounts only). */
export const applicantOnly = (fastify: FastifyInstance): preHandlerHookHandler[] => [fastify.authorize('manage', 'Applicant')];

/** One's own account settings (`manage Account`: every signed-in account, staff included). */
export const ownAccount = (fastify: FastifyInstance): preHandlerHookHandler[] => [fastify.authorize('manage', 'Account')];
