import { Type, type Static } from '@sinclair/typebox';
import { Choice, Line, Name, Title } from './text-rules';

/**
 * The demo users' editable fields, shared by the API (authoritative, `server/modules/demo-users`)
 * and the add and edit forms (react-hook-form with `typeboxResolver`). Free text is one line with
 * a length limit (names shown in lists without bidirectional controls); a value left empty is `''`.
 */
export const USER_ROLES = ['editor', 'author', 'maintainer', 'subscriber', 'admin'] as const;
export const USER_PLANS = ['basic', 'company', 'team', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const USER_LANGUAGES = ['', 'English', 'French', 'German', 'Portuguese', 'Spanish'] as const;
export const USER_GENDERS = ['', 'female', 'male', 'other'] as const;
export const CONTACT_OPTIONS = ['email', 'message', 'phone'] as const;
export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'github', 'codepen', 'slack'] as const;

export type UserRole = (typeof USER_ROLES)[number];
export type UserPlan = (typeof USER_PLANS)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

const text = (maxLength: number, opts: object = {}) => Line(maxLength, opts);
/** `''` or a calendar day `YYYY-MM-DD` (the server also checks that the day exists). */
const optionalDay = text(10, { pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' });
/** `''` or an http(s) address. */
const optionalWebsite = text(200, { pattern: '^(https?://[^\\s\\u0000-\\u001F\\u007F]+)?$' });

/** What the add-user panel asks for. */
export const NewUserFields = Type.Object({
  fullName: Title(120),
  username: Title(60),
  email: text(254, { format: 'email' }),
  role: Choice(USER_ROLES),
  currentPlan: Choice(USER_PLANS),
  company: Type.Optional(Name(120, { default: '' })),
  country: Type.Optional(text(80, { default: '' })),
  contact: Type.Optional(text(40, { default: '' })),
});
export type NewUserInput = Static<typeof NewUserFields>;

/** The Account tab: the user's main fields. */
export const UserAccountFields = Type.Object({
  fullName: Title(120),
  username: Title(60),
  email: text(254, { format: 'email' }),
  role: Choice(USER_ROLES),
  currentPlan: Choice(USER_PLANS),
  status: Choice(USER_STATUSES),
  company: Name(120),
  country: text(80),
  contact: text(40),
});
export type UserAccount = Static<typeof UserAccountFields>;

/** The Information tab. */
export const UserInformationFields = Type.Object({
  birthDate: optionalDay,
  mobile: text(40),
  website: optionalWebsite,
  language: Choice(USER_LANGUAGES),
  gender: Choice(USER_GENDERS),
  contactOptions: Type.Array(Choice(CONTACT_OPTIONS), { uniqueItems: true, maxItems: CONTACT_OPTIONS.length }),
  addressLine1: text(200),
  addressLine2: text(200),
  postcode: text(20),
  city: text(80),
  state: text(80),
});
export type UserInformation = Static<typeof UserInformationFields>;

/** The Social tab: a handle or an address per network. */
export const UserSocialFields = Type.Object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text(200)])) as Record<(typeof SOCIAL_NETWORKS)[number], ReturnType<typeof text>>,
);
export type UserSocial = Static<typeof UserSocialFields>;

/** A change to a user: any Account field, and any part of Information or Social. */
export const UserChangesFields = Type.Object({
  ...Type.Partial(UserAccountFields).properties,
  information: Type.Optional(Type.Partial(UserInformationFields)),
  social: Type.Optional(Type.Partial(UserSocialFields)),
});
export type UserChanges = Static<typeof UserChangesFields>;

export const EMPTY_INFORMATION: UserInformation = {
  birthDate: '',
  mobile: '',
  website: '',
  language: '',
  gender: '',
  contactOptions: [],
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  city: '',
  state: '',
};

export const EMPTY_SOCIAL: UserSocial = { twitter: '', facebook: '', instagram: '', github: '', codepen: '', slack: '' };
