import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ref } from '../../lib/schema.js';
import { EnteredPassword, MIN_PASSWORD_LENGTH, NewPassword } from '../../../common/account-rules.js';
import { LocaleSchema } from '../auth/index.js';
import { ApplicantProfileSchema } from '../careers-profile/index.js';
import { DocumentSchema } from '../careers-documents/index.js';
import { ApplicationSchema } from '../careers-applications/index.js';
import { MyMonitoringSchema } from '../careers-equal-opportunities/index.js';
import { JobAlertSchema } from '../careers-alerts/index.js';

export const ChangePasswordBodySchema = Type.Object(
  {
    currentPassword: EnteredPassword(),
    newPassword: NewPassword({ description: `At least ${MIN_PASSWORD_LENGTH} characters` }),
  },
  { $id: 'ChangePasswordBody' },
);

export const PasswordChangedSchema = Type.Object(
  {
    message: Type.String(),
    refreshToken: Type.String({ description: 'A new refresh token for this session (also set as the httpOnly cookie); every other session is signed out' }),
  },
  { $id: 'PasswordChanged' },
);

export const AccountPreferencesSchema = Type.Object(
  {
    locale: ref(LocaleSchema),
    notifications: Type.Object({
      applicationUpdates: Type.Boolean({ description: 'E-mail me when an application of mine changes status' }),
      jobAlerts: Type.Boolean({ description: 'E-mail me about new vacancies' }),
    }),
  },
  { $id: 'AccountPreferences', description: 'Language (of the portal and of e-mails) and e-mail notifications' },
);
export type AccountPreferences = Static<typeof AccountPreferencesSchema>;

export const DeleteAccountBodySchema = Type.Object({ password: EnteredPassword() }, { $id: 'DeleteAccountBody' });

export const AccountExportSchema = Type.Object(
  {
    exportedAt: Type.String({ format: 'date-time' }),
    account: Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      email: Type.String(),
      fullName: Type.String(),
      role: Type.String(),
      status: Type.String(),
      locale: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
      activatedAt: Nullable(Type.String({ format: 'date-time' })),
    }),
    preferences: ref(AccountPreferencesSchema),
    profile: Nullable(ref(ApplicantProfileSchema)),
    documents: Type.Array(ref(DocumentSchema), { description: 'The list; the files themselves are downloaded one by one' }),
    applications: Type.Array(ref(ApplicationSchema), { description: 'Every application with its form or submitted snapshot and the timeline I see' }),
    equalOpportunities: ref(MyMonitoringSchema),
    jobAlerts: Type.Array(ref(JobAlertSchema), { description: 'My job alerts (saved searches)' }),
  },
  { $id: 'AccountExport', description: 'Everything the portal keeps about me (download my data)' },
);
export type AccountExport = Static<typeof AccountExportSchema>;

export const careersAccountSchemas = [
  ChangePasswordBodySchema,
  PasswordChangedSchema,
  AccountPreferencesSchema,
  DeleteAccountBodySchema,
  AccountExportSchema,
];
