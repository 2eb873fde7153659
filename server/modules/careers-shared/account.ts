import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from './refusals.js';

/**
 * The preHandlers of one's own data: the permission (401/403), then the account must still exist:
 * an access token outlives a deleted account by up to its lifetime, and must not recreate data for it.
 */
function ownData(fastify: FastifyInstance, subject: 'Applicant' | 'Account'): preHandlerHookHandler[] {
  return [fastify.authorize('manage', subject), liveAccount(fastify)];
}

function liveAccount(fastify: FastifyInstance) {
  return async function liveAccount(request: FastifyRequest) {
    const [row] = await fastify.db.select({ status: users.status }).from(users).where(eq(users.id, request.user.sub));
    if (!row || row.status === 'deleted') throw refuse('account_gone', 'This account no longer exists');
  };
}

/** An applicant's own documents, which staff reviewing applications (`read Application`) may also read. */
export function applicantOrReviewer(fastify: FastifyInstance): preHandlerHookHandler[] {
  async function allowed(request: FastifyRequest) {
    if (!request.ability.can('manage', 'Applicant') && !request.ability.can('read', 'Application')) throw forbidden();
  }
  return [fastify.authenticate, liveAccount(fastify), allowed];
}

/** An applicant's own applications, details and documents (`manage Applicant`: applicant accounts only). */
export const applicantOnly = (fastify: FastifyInstance) => ownData(fastify, 'Applicant');

/** One's own account settings (`manage Account`: every signed-in account, staff included). */
export const ownAccount = (fastify: FastifyInstance) => ownData(fastify, 'Account');
