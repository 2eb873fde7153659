import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TSchema } from '@sinclair/typebox';
import type { FieldErrors } from '../../../components/form-state';
import { EmailRulesSchema, MIN_PASSWORD_LENGTH, NewPasswordRulesSchema, RegisterRulesSchema, SignInRulesSchema } from '../../../../../common/account-rules';
import { refusedFields } from '../../../../../common/rule-check';

/**
 * Client-side checks with the same rules and messages as the server: the TypeBox schemas of
 * common/account-rules.ts, which server/modules/auth/register-validation.ts checks too (a unit
 * test keeps the messages in step), each refusal in the seed specification's words.
 */
export { MIN_PASSWORD_LENGTH };

/** A field's words for each refusal; `invalid` defaults to `missing` where the rule only asks for something. */
type Wording = { missing: MessageDescriptor; invalid?: MessageDescriptor };

const USERNAME: Wording = {
  missing: msg`Please enter your username.`,
  invalid: msg`Username must be 3 to 30 letters, digits, dots, dashes or underscores.`,
};
const EMAIL: Wording = { missing: msg`Please enter your email.`, invalid: msg`Please enter a valid email.` };
const NEW_PASSWORD: Wording = { missing: msg`Please enter password`, invalid: msg`Password must be at least ${MIN_PASSWORD_LENGTH} characters.` };

/** The schema's refusals of `values`, each in its field's words. */
function check<F extends string>(schema: TSchema, values: Record<F, string>, words: Record<F, Wording>): FieldErrors<F> {
  const refused = refusedFields(schema, values);
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(words) as F[]) {
    const why = refused[field];
    if (why) errors[field] = words[field][why] ?? words[field].missing;
  }
  return errors;
}

export type EmailField = 'email';
export const validateEmail = (values: Record<EmailField, string>) => check(EmailRulesSchema, { email: values.email.trim() }, { email: EMAIL });

export const checkEmail = (value: string) => validateEmail({ email: value }).email ?? null;
export const checkUsername = (value: string) => check(RegisterRulesSchema, { username: value.trim() }, { username: USERNAME }).username ?? null;
export const checkNewPassword = (password: string) => check(NewPasswordRulesSchema, { password }, { password: NEW_PASSWORD }).password ?? null;

export type RegisterField = 'username' | 'email' | 'password' | 'fullName';
export function validateRegister(values: Record<RegisterField, string>): FieldErrors<RegisterField> {
  const sent = { username: values.username.trim(), email: values.email.trim(), password: values.password };
  return check(RegisterRulesSchema, sent, { username: USERNAME, email: EMAIL, password: NEW_PASSWORD });
}

export type LoginField = 'email' | 'password';
export function validateLogin(values: Record<LoginField, string>): FieldErrors<LoginField> {
  return check(SignInRulesSchema, { email: values.email.trim(), password: values.password }, {
    email: { missing: msg`Please enter your email or username.` },
    password: { missing: msg`Please enter password` },
  });
}

export type ResetField = 'password' | 'confirm';
const CONFIRM: Wording = { missing: msg`Please enter the new password again.` };
export function validateReset(values: Record<ResetField, string>): FieldErrors<ResetField> {
  const { password, confirm } = check(NewPasswordRulesSchema, values, { password: NEW_PASSWORD, confirm: CONFIRM });
  if (password) return { password };
  if (confirm) return { confirm };
  if (values.confirm !== values.password) return { confirm: msg`The two passwords are not the same.` };
  return {};
}

/** A rough strength for the hint under a new password: length and variety of characters. */
export function passwordStrength(password: string): 'none' | 'weak' | 'medium' | 'strong' {
  if (!password) return 'none';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak';
  if (password.length >= 14 || (password.length >= 10 && kinds >= 3)) return 'strong';
  return kinds >= 2 || password.length >= 12 ? 'medium' : 'weak';
}
