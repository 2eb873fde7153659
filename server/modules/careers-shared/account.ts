import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { unauthorized } from '../../lib/http-errors.js';

/**
 * The preHandlers of an applicant's own data: `manage Applicant` (401/403), then the account must
 * still exist: an access token outlives a deleted account by up to its lifetime, and must not
 * recreate data for it.
 */
export function applicantOnly(fastify: FastifyInstance): preHandlerHookHandler[] {
  const authorize = fastify.authorize('manage', 'Applicant');
  async function liveAccount(request: FastifyRequest) {
    const [row] = await fastify.db.select({ status: users.status }).from(users).where(eq(users.id, request.user.sub));
    if (!row || row.status === 'deleted') throw unauthorized('This account no longer exists');
  }
  return [authorize, liveAccount];
}
