import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { AppConfig } from '../../config.js';

export const REFRESH_COOKIE = 'refresh_token';
/** Sent only to the session routes (`/api/jwt/...`), never to the rest of the API. */
const COOKIE_PATH = '/api/jwt';

/**
 * The browser's refresh-token cookie (httpOnly, SameSite=Strict, Secure behind https), for a route
 * plugin that reads or sets it: the sign-in routes and the password change. Each registers the
 * cookie plugin in its own scope, so its hooks (parse every request, write every answer) run on
 * those requests alone.
 */
export async function refreshCookie(fastify: FastifyInstance, config: AppConfig) {
  await fastify.register(fastifyCookie);
  const options = {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https:'),
    path: COOKIE_PATH,
    maxAge: config.refreshTokenTtlSeconds,
  } as const;
  return {
    set: (reply: FastifyReply, token: string) => reply.setCookie(REFRESH_COOKIE, token, options),
    clear: (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH }),
    read: (request: FastifyRequest): string | undefined => request.cookies[REFRESH_COOKIE],
  };
}
