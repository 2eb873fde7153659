import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isAccessCheck } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries personal data or credentials: `Cache-Control: no-store`. Implied by an access check. */
    privateAnswer?: boolean;
  }
}

async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/**
 * Answers with personal data are never stored by a browser or a proxy: every route with an access
 * check (whatever it answers, errors included) and every route marked `config.privateAnswer` (the
 * sign-in answers) sends `Cache-Control: no-store`, unless its handler sets a stricter one.
 * Registered after the auth plugin, whose onRoute hook has moved the access checks to onRequest.
 */
export default fp(async function privateAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest].flat().filter(Boolean) as onRequestHookHandler[];
    if (!route.config?.privateAnswer && !hooks.some(isAccessCheck)) return;
    route.onRequest = [noStore, ...hooks];
  });
});
