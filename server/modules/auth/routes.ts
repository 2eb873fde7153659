import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ModuleOptions } from '../module.js';
import { refuse, withRefusals } from '../../lib/refusals.js';
import { ErrorSchema, errors, ref } from '../../lib/schema.js';
import {
  LocaleBodySchema,
  LoginBodySchema,
  LoginErrorSchema,
  PackedRulesSchema,
  RefreshBodySchema,
  RefreshErrorSchema,
  RegisterBodySchema,
  RegisterErrorSchema,
  SessionSchema,
  UserDataSchema,
} from './schemas.js';
import { AccountService } from './service.js';
import { emailLinkRoutes } from './routes-email-links.js';
import { LoginLimiter } from './login-limiter.js';
import { attemptStoreFor } from './attempt-store.js';
import { hasErrors, validateRegistration } from './register-validation.js';
import { purgeEndedTokens, revokeRefreshToken, rotateRefreshToken } from './tokens.js';
import { backgroundRunner } from '../../lib/background.js';
import { refreshCookie } from './refresh-cookie.js';
import { packRules } from '@casl/ability/extra';
import type { AbilityRule } from '../../../common/ability.js';

/** How often tokens that ended long ago are removed (once across the instances). */
const PURGE_TOKENS_MS = 3_600_000;

/** Refresh and logout may come without a body (the SPA sends only the cookie). */
async function emptyBodyAsObject(request: FastifyRequest) {
  request.body ??= {};
}

export default async function authRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  const cookie = await refreshCookie(fastify, opts.config);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = opts;
  const accounts = new AccountService(fastify, config, fastify.userExtras);
  const limiter = new LoginLimiter({
    perAccount: config.loginFailuresPerAccount,
    perAddress: config.loginFailuresPerAddress,
    windowMs: config.loginFailureWindowSeconds * 1000,
  }, attemptStoreFor(fastify, 'login'));
  const runInBackground = backgroundRunner(fastify);
  fastify.scheduler.every('purge-ended-tokens', PURGE_TOKENS_MS, async () => {
    const purged = await purgeEndedTokens(fastify.db);
    if (purged) fastify.log.info({ purged }, 'ended tokens removed');
  });

  const refreshTokenOf = (request: FastifyRequest, body: { refreshToken?: string } | undefined) => body?.refreshToken ?? cookie.read(request);

  app.post(
    '/jwt/login',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Sign in with e-mail (or username) and password',
        body: ref(LoginBodySchema),
        response: { 200: ref(SessionSchema), 400: Type.Union([ref(LoginErrorSchema), ref(ErrorSchema)]), ...errors(429) },
      },
    },
    async (request, reply) => {
      const found = await accounts.findByLogin(request.body.email);
      // The account, so that its e-mail and username share one budget; the login typed when there is none.
      const attempt = await limiter.begin(found ? `user:${found.id}` : `login:${request.body.email.trim().toLowerCase()}`, request.ip);
      let matches = false;
      try {
        matches = await accounts.passwordMatches(found, request.body.password);
      } finally {
        await (matches ? attempt.succeeded() : attempt.failed());
      }
      if (!matches) return reply.code(400).send({ error: { email: ['Email or Password is Invalid'] } });
      const user = found!;
      const session = await accounts.startSession(user);
      cookie.set(reply, session.refreshToken);
      return session;
    },
  );

  app.post(
    '/jwt/register',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Create an applicant account (pending until the e-mailed link is used)',
        body: ref(RegisterBodySchema),
        response: { 200: ref(SessionSchema), 400: Type.Union([ref(RegisterErrorSchema), ref(ErrorSchema)]) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fieldErrors = validateRegistration(body);
      const email = body.email?.trim() ?? '';
      const username = body.username?.trim() ?? '';
      if (!fieldErrors.email && (await accounts.emailTaken(email))) fieldErrors.email = ['This email is already in use.'];
      if (!fieldErrors.username && (await accounts.usernameTaken(username))) fieldErrors.username = ['This username is already in use.'];
      if (hasErrors(fieldErrors)) return reply.code(400).send({ error: fieldErrors });
      const user = await accounts.register({
        username,
        email,
        password: body.password!,
        fullName: body.fullName?.trim() || username,
        locale: body.locale ?? 'en',
      });
      if (!user) {
        // Another registration took the address or the username meanwhile (the unique indexes decided): say which.
        const emailTaken = await accounts.emailTaken(email);
        return reply.code(400).send({
          error: { username: emailTaken ? null : ['This username is already in use.'], email: emailTaken ? ['This email is already in use.'] : null, password: null },
        });
      }
      const session = await accounts.startSession(user);
      cookie.set(reply, session.refreshToken);
      return session;
    },
  );

  app.post(
    '/jwt/refresh-token',
    {
      config: { privateAnswer: true },
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['auth'],
        operationId: 'refreshToken',
        summary: 'Trade a refresh token (body or cookie) for a new access and refresh token; replaying a spent one ends the whole session family and the account’s access tokens',
        body: Type.Optional(ref(RefreshBodySchema)),
        response: { 200: ref(SessionSchema), 401: ref(RefreshErrorSchema), ...errors(400) },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body);
      const rotated = token ? await rotateRefreshToken(fastify.db, token, config.refreshTokenTtlSeconds) : null;
      // A spent token played again was stolen (or copied): the access tokens of the account end too.
      if (rotated && !rotated.ok && rotated.reason === 'reused') await fastify.accountState.revokeAccessTokens(rotated.userId);
      const session = rotated?.ok ? await accounts.continueSession(rotated.userId, rotated.token) : null;
      if (!session) {
        cookie.clear(reply);
        return reply.code(401).send({ error: 'Invalid refresh token' });
      }
      cookie.set(reply, session.refreshToken);
      return session;
    },
  );

  app.post(
    '/jwt/logout',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Revoke the refresh token (body or cookie) and its family; the access tokens of the account stop working at once',
        body: Type.Optional(ref(RefreshBodySchema)),
        response: { 204: Type.Null(), ...errors(400) },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body);
      const userId = token ? await revokeRefreshToken(fastify.db, token) : undefined;
      // Signing out ends the access tokens of the account at once; other devices renew theirs with their refresh token.
      if (userId !== undefined) await fastify.accountState.revokeAccessTokens(userId);
      cookie.clear(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        description: withRefusals('', 'account_gone'),
        security: [{ bearerAuth: [] }],
        response: { 200: ref(UserDataSchema), ...errors(401) },
      },
    },
    async (request) => {
      // The account's state as the access check just read it (from memory, see AccountStateCache).
      const user = await fastify.accountState.get(request.user.sub);
      if (!user || user.status === 'deleted') throw refuse('account_gone', 'This account no longer exists');
      return accounts.userData(user);
    },
  );

  app.get(
    '/auth/ability',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'getMyAbility',
        summary: "The signed-in account's CASL rules, packed (`packRules`), as the server enforces them at this request",
        description:
          'Built from the staff grant and hiring teams as the database holds them now (never from the token), so a change of grant shows at the next call. The SPA builds its ability from them and checks rows with `subject(type, row)`; the server decides.',
        security: [{ bearerAuth: [] }],
        response: { 200: ref(PackedRulesSchema), ...errors(401) },
      },
    },
    async (request) => packRules(request.ability.rules as AbilityRule[]) as unknown[][],
  );

  app.put(
    '/auth/me/locale',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'setMyLocale',
        summary: 'Save the language of the portal and of the e-mails sent to the signed-in user',
        description: withRefusals('', 'account_gone'),
        security: [{ bearerAuth: [] }],
        body: ref(LocaleBodySchema),
        response: { 200: ref(UserDataSchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const user = await accounts.setLocale(request.user.sub, request.body.locale);
      if (!user) throw refuse('account_gone', 'This account no longer exists');
      return accounts.userData(user);
    },
  );

  emailLinkRoutes(fastify, accounts, runInBackground);
}
