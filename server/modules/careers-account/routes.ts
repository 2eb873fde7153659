import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors, ref } from '../../lib/schema.js';
import type { ModuleOptions } from '../module.js';
import { refreshCookie } from '../auth/index.js';
import { ownAccount } from '../../lib/guards.js';
import { withRefusals } from '../../lib/refusals.js';
import { localDate } from '../../lib/dates.js';
import {
  AccountExportSchema,
  AccountPreferencesSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  PasswordChangedSchema,
} from './schemas.js';
import { AccountSettings } from './service.js';

/** Account settings of the signed-in user (`manage Applicant`, own account only). */
export default async function careersAccountRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  // The password change keeps this browser's session: it reads and sets the refresh cookie.
  const cookie = await refreshCookie(fastify, opts.config);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = opts;
  const settings = new AccountSettings(fastify, config);
  const preHandler = ownAccount(fastify);
  const common = { tags: ['careers'], security: [{ bearerAuth: [] }] };

  app.post(
    '/careers/account/password',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'changePassword',
        summary: 'Change my password (current password required); every other session is signed out, and the access tokens issued so far stop working (this session renews its own with the new refresh token)',
        description: withRefusals('', 'account_gone', 'wrong_password'),
        body: ref(ChangePasswordBodySchema),
        response: { 200: ref(PasswordChangedSchema), ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const keep = cookie.read(request);
      const refreshToken = await settings.changePassword(request.user.sub, currentPassword, newPassword, request.ip, keep);
      cookie.set(reply as FastifyReply, refreshToken);
      return { message: 'Your password has been changed. Your other sessions have been signed out.', refreshToken };
    },
  );

  app.get(
    '/careers/account/preferences',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'getAccountPreferences',
        summary: 'My language and e-mail notification preferences',
        description: withRefusals('', 'account_gone'),
        response: { 200: ref(AccountPreferencesSchema), ...errors(401) },
      },
    },
    async (request) => settings.preferences(request.user.sub),
  );

  app.put(
    '/careers/account/preferences',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'saveAccountPreferences',
        summary: 'Save my language (also used for e-mails) and e-mail notification preferences',
        description: withRefusals('', 'account_gone'),
        body: ref(AccountPreferencesSchema),
        response: { 200: ref(AccountPreferencesSchema), ...errors(400, 401) },
      },
    },
    async (request) => settings.savePreferences(request.user.sub, request.body),
  );

  app.get(
    '/careers/account/export',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'exportMyData',
        summary: 'Download my data: account, preferences, applicant details, documents list and applications, as a JSON file',
        description: withRefusals('', 'account_gone'),
        response: { 200: ref(AccountExportSchema), ...errors(401) },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', `attachment; filename="my-careers-data-${localDate()}.json"`);
      return settings.export(request.user.sub);
    },
  );

  app.delete(
    '/careers/account',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'deleteMyAccount',
        summary: 'Delete my account (password confirmation): details and files removed, sessions ended, sign-in impossible',
        description: withRefusals('', 'account_gone', 'admin_not_deletable', 'staff_not_deletable', 'wrong_password'),
        body: ref(DeleteAccountBodySchema),
        response: { 204: Type.Null(), ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await settings.deleteAccount(request.user.sub, request.body.password, request.ip);
      cookie.clear(reply as FastifyReply);
      return reply.code(204).send(null);
    },
  );
}
