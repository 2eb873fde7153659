import { Type, type Static } from '@sinclair/typebox';
import { literals, ref, Str } from '../../lib/schema.js';
import { STAFF_ROLES } from '../../../common/staff-access.js';
import { LOCALES } from '../../../common/locales.js';
import { MIN_PASSWORD_LENGTH } from '../../../common/account-rules.js';

export { LOCALES };
export const LocaleSchema = Type.Union(literals(LOCALES), { $id: 'Locale' });

export const AbilityRuleSchema = Type.Object(
  {
    action: Type.String({ examples: ['read'] }),
    subject: Type.String({ examples: ['ACL'] }),
    conditions: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'MongoDB-style conditions on the record (e.g. `{ jobId: { $in: [3, 7] }, status: { $ne: "draft" } }`): the rule applies only to records that match',
      }),
    ),
    fields: Type.Optional(Type.Array(Type.String(), { description: 'The only fields the rule grants (e.g. a panel member gets no `contact` or `identity`)' })),
    inverted: Type.Optional(Type.Boolean({ description: 'A "cannot" rule: later rules win, so it takes away what the earlier ones gave' })),
  },
  { $id: 'AbilityRule', description: 'A CASL rule' },
);

/** `packRules` of CASL: each rule as `[action, subject, conditions?, inverted?, fields?, reason?]`, actions and subjects joined with commas. */
export const PackedRulesSchema = Type.Array(Type.Array(Type.Unknown()), {
  $id: 'PackedRules',
  description: "The caller's CASL rules packed by `packRules` of `@casl/ability/extra` (unpack with `unpackRules`): each rule is `[action, subject, conditions, inverted, fields]`, trailing empty parts left out (0 stands for an empty part before a non-empty one)",
});

export const UserDataSchema = Type.Object(
  {
    id: Type.Integer(),
    fullName: Type.String(),
    username: Type.String(),
    email: Type.String(),
    role: Type.Union(literals(['admin', 'client'] as const)),
    status: Type.Union(literals(['pending', 'active'] as const), { description: 'pending until the e-mailed activation link is used' }),
    locale: ref(LocaleSchema),
    ability: Type.Array(ref(AbilityRuleSchema), { description: 'The CASL rules of the account, built from its staff grant (or its role) as the database holds it now' }),
    staffRole: Type.Optional(Type.Union([...literals(STAFF_ROLES), Type.Null()], { description: "A staff account's system role (its `role` stays `admin`); null for an applicant" })),
    avatar: Type.Union([Type.String(), Type.Null()]),
    extras: Type.Object({ eCommerceCartItemsCount: Type.Integer() }),
  },
  { $id: 'UserData', description: 'The signed-in user, kept by the SPA under the `userData` key' },
);
export type UserData = Static<typeof UserDataSchema>;

export const SessionSchema = Type.Object(
  {
    userData: ref(UserDataSchema),
    accessToken: Type.String({ description: 'Bearer token, valid 10 minutes by default' }),
    refreshToken: Type.String({ description: 'Single-use; also set as an httpOnly cookie' }),
  },
  { $id: 'Session' },
);

export const LoginBodySchema = Type.Object(
  {
    email: Str.email({ description: 'E-mail address or username', examples: ['admin@demo.com'] }),
    password: Str.password({ examples: ['admin'] }),
  },
  { $id: 'LoginBody' },
);

export const LoginErrorSchema = Type.Object(
  { error: Type.Object({ email: Type.Array(Type.String(), { examples: [['Email or Password is Invalid']] }) }) },
  { $id: 'LoginError' },
);

export const RegisterBodySchema = Type.Object(
  {
    username: Type.Optional(Str.name({ examples: ['jane.doe'] })),
    email: Type.Optional(Str.email({ examples: ['jane.doe@example.com'] })),
    password: Type.Optional(Str.password({ examples: ['a long passphrase'] })),
    fullName: Type.Optional(Str.name({ examples: ['Jane Doe'] })),
    locale: Type.Optional(ref(LocaleSchema)),
  },
  { $id: 'RegisterBody' },
);

export const LocaleBodySchema = Type.Object({ locale: ref(LocaleSchema) }, { $id: 'LocaleBody' });

const fieldErrors = Type.Union([Type.Array(Type.String()), Type.Null()]);
export const RegisterErrorSchema = Type.Object(
  { error: Type.Object({ username: fieldErrors, email: fieldErrors, password: fieldErrors }) },
  { $id: 'RegisterError' },
);

export const RefreshBodySchema = Type.Object(
  { refreshToken: Type.Optional(Str.token({ description: 'Omit to use the refresh cookie' })) },
  { $id: 'RefreshBody' },
);

export const RefreshErrorSchema = Type.Object({ error: Type.String({ examples: ['Invalid refresh token'] }) }, { $id: 'RefreshError' });

export const TokenBodySchema = Type.Object({ token: Str.token() }, { $id: 'TokenBody' });
export const EmailBodySchema = Type.Object({ email: Str.email({ examples: ['client@demo.com'] }) }, { $id: 'EmailBody' });
export const ResetPasswordBodySchema = Type.Object(
  { token: Str.token(), password: Str.password({ minLength: MIN_PASSWORD_LENGTH }) },
  { $id: 'ResetPasswordBody' },
);

export const authSchemas = [
  LocaleSchema,
  AbilityRuleSchema,
  PackedRulesSchema,
  UserDataSchema,
  SessionSchema,
  LoginBodySchema,
  LoginErrorSchema,
  RegisterBodySchema,
  LocaleBodySchema,
  RegisterErrorSchema,
  RefreshBodySchema,
  RefreshErrorSchema,
  TokenBodySchema,
  EmailBodySchema,
  ResetPasswordBodySchema,
];
