import { Type, type Static } from '@sinclair/typebox';
import { MIN_PASSWORD_LENGTH } from './account-limits.js';

/**
 * The rules of the demo account-settings forms, shared by the server (route bodies, authoritative)
 * and the SPA (react-hook-form through `typeboxResolver`). Patterns are written to mean the same
 * with and without the regular expression `u` flag (the server's validator sets it, TypeBox's
 * checker in the browser does not): no control characters and no unpaired UTF-16 surrogates.
 */
const TEXT_CHAR = '[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
const PARAGRAPH_CHAR = '[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
export const ONE_LINE_PATTERN = `^(?:${TEXT_CHAR})*$`;
export const PARAGRAPHS_PATTERN = `^(?:${PARAGRAPH_CHAR})*$`;

const line = (maxLength: number, opts: object = {}) => Type.String({ maxLength, pattern: ONE_LINE_PATTERN, ...opts });
const webAddress = (description: string) =>
  Type.Optional(Type.String({ format: 'uri', maxLength: 300, description: `${description}; http or https only`, examples: ['https://example.com'] }));

export const DEMO_USERNAME_PATTERN = '^[A-Za-z0-9._-]{3,30}$';
export const DEMO_PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{5,22}$';
export const DEMO_BIO_MAX = 500;

export const DemoAccountGeneralInputSchema = Type.Object(
  {
    username: Type.String({ minLength: 3, maxLength: 30, pattern: DEMO_USERNAME_PATTERN, description: 'Letters, digits, dot, dash and underscore', examples: ['johndoe'] }),
    fullName: line(80, { minLength: 1, examples: ['John Doe'] }),
    email: Type.String({ format: 'email', maxLength: 254, examples: ['john.doe@example.com'] }),
    company: Type.Optional(line(100, { examples: ['Crystal Technologies'] })),
  },
  { $id: 'DemoAccountGeneralInput' },
);
export type DemoAccountGeneralInput = Static<typeof DemoAccountGeneralInputSchema>;

const password = (minLength: number, description: string) => line(200, { minLength, description });

/** What the server receives: the confirmation stays in the browser. */
export const DemoPasswordChangeSchema = Type.Object(
  {
    currentPassword: password(1, 'The password in use now'),
    newPassword: password(MIN_PASSWORD_LENGTH, `At least ${MIN_PASSWORD_LENGTH} characters, a lower-case letter, and a digit, symbol or space`),
  },
  { $id: 'DemoPasswordChange' },
);
export type DemoPasswordChange = Static<typeof DemoPasswordChangeSchema>;

/** The form: the same two fields and the confirmation (checked by `passwordFormProblems`). */
export const DemoPasswordFormSchema = Type.Object({
  currentPassword: password(1, 'The password in use now'),
  newPassword: password(MIN_PASSWORD_LENGTH, 'The new password'),
  confirmPassword: password(1, 'The new password again'),
});
export type DemoPasswordForm = Static<typeof DemoPasswordFormSchema>;

export type PasswordRule = 'length' | 'lowercase' | 'digit-or-symbol';
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'lowercase', 'digit-or-symbol'];

/** Which rules a new password meets (the form shows them as a checklist while typing). */
export function passwordRulesMet(value: string): Record<PasswordRule, boolean> {
  return {
    length: [...value].length >= MIN_PASSWORD_LENGTH,
    lowercase: /\p{Ll}/u.test(value),
    'digit-or-symbol': /[\p{N}\p{P}\p{S}\s]/u.test(value),
  };
}

export const isStrongPassword = (value: string) => Object.values(passwordRulesMet(value)).every(Boolean);

export const DemoAccountInfoInputSchema = Type.Object(
  {
    bio: Type.Optional(Type.String({ maxLength: DEMO_BIO_MAX, pattern: PARAGRAPHS_PATTERN, examples: ['Nurse manager with a weakness for well-kept rotas.'] })),
    dob: Type.Optional(Type.String({ format: 'date', description: 'Birth date, YYYY-MM-DD, between 1900-01-01 and today', examples: ['1987-04-12'] })),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 code', examples: ['PT'] })),
    website: webAddress('Personal web site'),
    phone: Type.Optional(Type.String({ maxLength: 24, pattern: DEMO_PHONE_PATTERN, description: 'Digits, spaces, brackets and dashes, optionally after +', examples: ['+351 912 345 678'] })),
  },
  { $id: 'DemoAccountInfoInput' },
);
export type DemoAccountInfoInput = Static<typeof DemoAccountInfoInputSchema>;

export const SOCIAL_LINKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export type SocialLink = (typeof SOCIAL_LINKS)[number];

export const DemoSocialLinksInputSchema = Type.Object(
  {
    twitter: webAddress('X (Twitter) profile'),
    facebook: webAddress('Facebook profile'),
    google: webAddress('Google profile'),
    linkedIn: webAddress('LinkedIn profile'),
    instagram: webAddress('Instagram profile'),
    quora: webAddress('Quora profile'),
  },
  { $id: 'DemoSocialLinksInput' },
);
export type DemoSocialLinksInput = Static<typeof DemoSocialLinksInputSchema>;

export const SOCIAL_CONNECTIONS = ['twitter', 'google', 'facebook', 'github'] as const;
export type SocialConnection = (typeof SOCIAL_CONNECTIONS)[number];

export const NOTIFICATION_SWITCHES = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;
export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number];

export const DemoNotificationsInputSchema = Type.Object(
  {
    commentOnArticle: Type.Boolean({ description: 'E-mail me when someone comments on my article' }),
    answerOnForm: Type.Boolean({ description: 'E-mail me when someone answers on my form' }),
    followMe: Type.Boolean({ description: 'E-mail me when someone follows me' }),
    newAnnouncements: Type.Boolean({ description: 'News and announcements' }),
    productUpdates: Type.Boolean({ description: 'Weekly product updates' }),
    blogDigest: Type.Boolean({ description: 'Weekly blog digest' }),
  },
  { $id: 'DemoNotificationsInput' },
);
export type DemoNotificationsInput = Static<typeof DemoNotificationsInputSchema>;

/** Web addresses are http or https only (a `javascript:` link never reaches a page). */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/[^\s]/i.test(value) && URL.canParse(value) && new URL(value).hostname.length > 0;
}

/** A birth date: a real calendar day from 1900-01-01 to `today` (YYYY-MM-DD). */
export function isPlausibleBirthDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01' && value <= today;
}
