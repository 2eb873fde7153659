import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { acceptImageUploads, readImageUpload } from '../../lib/image-upload.js';
import { errors, ref } from '../../lib/schema.js';
import {
  DemoAccountGeneralInputSchema,
  DemoAccountInfoInputSchema,
  DemoNotificationsInputSchema,
  DemoPasswordChangeSchema,
  DemoSocialLinksInputSchema,
} from '../../../common/demo-account.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import { DemoAccountSettingsSchema, DemoAvatarUploadSchema, DemoConnectionInputSchema, DemoConnectionParamsSchema } from './account-schemas.js';
import type { DemoAccountStore } from './account-store.js';

/** Avatars stay small: they are sent with every read of the settings. */
export const AVATAR_MAX_BYTES = 800 * 1024; // as documented by DemoAvatarUploadSchema

const settingsAnswer = { 200: ref(DemoAccountSettingsSchema) };

/** The avatar upload in a scope of its own: only it reads multipart bodies. */
async function avatarUploadRoute(fastify: FastifyInstance, { store, tag }: { store: DemoAccountStore; tag: string }) {
  await acceptImageUploads(fastify, AVATAR_MAX_BYTES);
  const route = demoRoutes(fastify, tag);
  fastify.withTypeProvider<TypeBoxTypeProvider>().post(
    '/account-setting/avatar',
    {
      ...route.manage({
        operationId: 'uploadDemoAccountAvatar',
        summary: 'Replace my picture (multipart field file): PNG or JPEG by content, at most 800 kB',
        body: ref(DemoAvatarUploadSchema),
        response: { ...settingsAnswer, ...errors(413, 415) },
      }),
      // The multipart body is read by the handler; the schema documents it.
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const image = await readImageUpload(request, AVATAR_MAX_BYTES);
      return store.setAvatar(request.user.sub, image.dataUrl);
    },
  );
}

/** `/api/account-setting/*`: read and change the signed-in user's demo account settings, tab by tab. */
export async function accountSettingRoutes(fastify: FastifyInstance, { store, tag }: { store: DemoAccountStore; tag: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, tag);

  app.get(
    '/account-setting/data',
    route.read({
      fromDatabase: true,
      operationId: 'getDemoAccountSettings',
      summary: 'My general, password, information, social and notification settings',
      response: settingsAnswer,
    }),
    async (request) => store.settings(request.user.sub),
  );

  app.post(
    '/account-setting/general',
    route.manage({
      operationId: 'saveDemoAccountGeneral',
      summary: 'Save username, name, e-mail and company',
      body: ref(DemoAccountGeneralInputSchema),
      response: settingsAnswer,
    }),
    async (request) => store.saveGeneral(request.user.sub, request.body),
  );

  await fastify.register(avatarUploadRoute, { store, tag });

  app.delete(
    '/account-setting/avatar',
    route.manage({ operationId: 'removeDemoAccountAvatar', summary: 'Remove my picture (initials are shown instead)', response: settingsAnswer }),
    async (request) => store.setAvatar(request.user.sub, null),
  );

  app.post(
    '/account-setting/password',
    route.manage({
      operationId: 'changeDemoAccountPassword',
      summary: "Change this page's password (the current one is required; it starts as the sign-in password, which it never changes)",
      description:
        'Refusals: `wrong_password` (field currentPassword), `weak_password` (field newPassword), 409 while another change of the same user is under way, 429 after too many wrong current passwords.',
      body: ref(DemoPasswordChangeSchema),
      response: { ...settingsAnswer, ...errors(409, 429) },
    }),
    async (request) => store.changePassword(request.user.sub, request.body, request.ip),
  );

  app.post(
    '/account-setting/info',
    route.manage({
      operationId: 'saveDemoAccountInfo',
      summary: 'Save bio, birth date, country, web site and phone',
      description: 'Refusals: `invalid_date` (dob), `unknown_country` (country), `invalid_url` (website).',
      body: ref(DemoAccountInfoInputSchema),
      response: settingsAnswer,
    }),
    async (request) => store.saveInfo(request.user.sub, request.body),
  );

  app.post(
    '/account-setting/social',
    route.manage({
      operationId: 'saveDemoAccountSocialLinks',
      summary: 'Save my social links (an absent link is removed)',
      description: 'Refusal: `invalid_url` with the link at fault as field.',
      body: ref(DemoSocialLinksInputSchema),
      response: settingsAnswer,
    }),
    async (request) => store.saveSocialLinks(request.user.sub, request.body),
  );

  app.post(
    '/account-setting/connections/:service',
    route.manage({
      operationId: 'setDemoAccountConnection',
      summary: 'Connect or disconnect one service',
      params: ref(DemoConnectionParamsSchema),
      body: ref(DemoConnectionInputSchema),
      response: settingsAnswer,
    }),
    async (request) => store.setConnection(request.user.sub, request.params.service, request.body.connected),
  );

  app.post(
    '/account-setting/notification',
    route.manage({
      operationId: 'saveDemoAccountNotifications',
      summary: 'Save the six notification switches',
      body: ref(DemoNotificationsInputSchema),
      response: settingsAnswer,
    }),
    async (request) => store.saveNotifications(request.user.sub, request.body),
  );
}
