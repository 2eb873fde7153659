import { imageUploadBody } from '../../lib/image-upload.js';
import { Type, type Static } from '@sinclair/typebox';
import {
  DemoAccountGeneralInputSchema,
  DemoAccountInfoInputSchema,
  DemoNotificationsInputSchema,
  DemoPasswordChangeSchema,
  DemoSocialLinksInputSchema,
  SOCIAL_CONNECTIONS,
} from '../../../common/demo-account.js';
import { oneOf } from '../../lib/list-query.js';

const connection = Type.Object({
  connected: Type.Boolean(),
  id: Type.Union([Type.String(), Type.Null()], { description: 'The account name on that service while connected' }),
  profileImg: Type.Union([Type.String(), Type.Null()]),
});
const link = () => Type.String({ description: 'A web address, or empty' });

/** The signed-in user's demo account settings (each user has their own, kept in memory). */
export const DemoAccountSettingsSchema = Type.Object(
  {
    general: Type.Object({
      avatar: Type.Union([Type.String(), Type.Null()], { description: 'Picture URL (a data: URL once uploaded); null shows initials' }),
      username: Type.String(),
      fullName: Type.String(),
      email: Type.String(),
      company: Type.String(),
    }),
    password: Type.Object({
      changedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the password was last changed on this page' }),
    }),
    info: Type.Object({
      bio: Type.String(),
      dob: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
      country: Type.String({ description: 'ISO 3166-1 alpha-2 code, or empty' }),
      website: link(),
      phone: Type.String(),
    }),
    social: Type.Object({
      socialLinks: Type.Object({ twitter: link(), facebook: link(), google: link(), linkedIn: link(), instagram: link(), quora: link() }),
      connections: Type.Object({ twitter: connection, google: connection, facebook: connection, github: connection }),
    }),
    notification: Type.Object({
      commentOnArticle: Type.Boolean(),
      answerOnForm: Type.Boolean(),
      followMe: Type.Boolean(),
      newAnnouncements: Type.Boolean(),
      productUpdates: Type.Boolean(),
      blogDigest: Type.Boolean(),
    }),
  },
  { $id: 'DemoAccountSettings' },
);
export type DemoAccountSettings = Static<typeof DemoAccountSettingsSchema>;

export const DemoConnectionParamsSchema = Type.Object({ service: oneOf(SOCIAL_CONNECTIONS, { description: 'The service to connect or disconnect' }) }, { $id: 'DemoConnectionParams' });
export const DemoConnectionInputSchema = Type.Object({ connected: Type.Boolean() }, { $id: 'DemoConnectionInput' });

/** The account picture: at most 800 kB (account-routes.ts reads it with that limit). */
export const DemoAvatarUploadSchema = imageUploadBody('DemoAccountAvatarUpload', 800 * 1024);

export const demoAccountSchemas = [
  DemoAccountSettingsSchema,
  DemoAccountGeneralInputSchema,
  DemoPasswordChangeSchema,
  DemoAccountInfoInputSchema,
  DemoSocialLinksInputSchema,
  DemoNotificationsInputSchema,
  DemoConnectionParamsSchema,
  DemoConnectionInputSchema,
  DemoAvatarUploadSchema,
];
