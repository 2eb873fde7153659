import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { refuse, withRefusals } from '../../lib/refusals.js';
import { errors, MessageSchema, ref } from '../../lib/schema.js';
import type { backgroundRunner } from '../../lib/background.js';
import { EmailBodySchema, ResetPasswordBodySchema, TokenBodySchema } from './schemas.js';
import type { AccountService } from './service.js';

/**
 * The routes an account's e-mails lead to: activating the account (and asking for a new link), and
 * resetting a forgotten password. The asking answers 202 whatever the address: no account enumeration.
 */
export function emailLinkRoutes(fastify: FastifyInstance, accounts: AccountService, runInBackground: ReturnType<typeof backgroundRunner>) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/careers/activate-account',
    {
      schema: {
        tags: ['auth'],
        operationId: 'activateAccount',
        summary: 'Activate an account with the token from the activation e-mail',
        description: withRefusals('Opening the link again once the account is active answers `account_active`.', 'token_invalid', 'token_expired', 'account_active'),
        body: ref(TokenBodySchema),
        response: { 200: ref(MessageSchema), ...errors(400, 409) },
      },
    },
    async (request) => {
      const outcome = await accounts.activate(request.body.token);
      if (outcome === 'already_active') throw refuse('account_active', 'This account is active already. Sign in to continue.');
      if (outcome === 'expired') throw refuse('token_expired', 'This activation link has expired. Request a new one below.', { field: 'token' });
      if (outcome === 'invalid') throw refuse('token_invalid', 'This activation link is invalid or was already used. Request a new one below.', { field: 'token' });
      return { message: 'Your account is active.' };
    },
  );

  app.post(
    '/careers/resend-activation',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resendActivation',
        summary: 'E-mail a new activation link (always 202, whether or not the account exists)',
        body: ref(EmailBodySchema),
        response: { 202: ref(MessageSchema), ...errors(400) },
      },
    },
    async (request, reply) => {
      runInBackground(() => accounts.resendActivation(request.body.email));
      return reply.code(202).send({ message: 'If a pending account uses this address, a new activation link is on its way.' });
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'forgotPassword',
        summary: 'E-mail a password reset link (always 202: no account enumeration)',
        body: ref(EmailBodySchema),
        response: { 202: ref(MessageSchema), ...errors(400) },
      },
    },
    async (request, reply) => {
      runInBackground(() => accounts.forgotPassword(request.body.email));
      return reply.code(202).send({ message: 'If an account uses this address, a reset link is on its way.' });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: 'Set a new password with the single-use token from the reset e-mail (valid 1 hour)',
        description: withRefusals('', 'token_invalid', 'token_expired'),
        body: ref(ResetPasswordBodySchema),
        response: { 200: ref(MessageSchema), ...errors(400) },
      },
    },
    async (request) => {
      const outcome = await accounts.resetPassword(request.body.token, request.body.password);
      if (outcome === 'expired') throw refuse('token_expired', 'This reset link has expired. Ask for a new one.', { field: 'token' });
      if (outcome === 'invalid') throw refuse('token_invalid', 'This reset link is invalid or was already used. Ask for a new one.', { field: 'token' });
      return { message: 'Your password has been changed. You can sign in now.' };
    },
  );
}
