import { msg } from '@lingui/core/macro';
import type { FieldErrors } from '../../../components/form-state';
import { EMAIL_PATTERN as EMAIL, MIN_PASSWORD_LENGTH, USERNAME_PATTERN as USERNAME } from '../../../../../common/account-rules';

/**
 * Client-side checks with the same rules and messages as the server
 * (the patterns come from common/account-rules.ts; a unit test keeps the messages in step with
 * server/modules/auth/register-validation.ts).
 */
export { MIN_PASSWORD_LENGTH };

export function checkEmail(value: string) {
  const email = value.trim();
  if (!email) return msg`Please enter your email.`;
  if (!EMAIL.test(email)) return msg`Please enter a valid email.`;
  return null;
}

export function checkNewPassword(password: string) {
  if (!password) return msg`Please enter password`;
  if (password.length < MIN_PASSWORD_LENGTH) return msg`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

export function checkUsername(value: string) {
  const username = value.trim();
  if (!username) return msg`Please enter your username.`;
  if (!USERNAME.test(username)) return msg`Username must be 3 to 30 letters, digits, dots, dashes or underscores.`;
  return null;
}

export type RegisterField = 'username' | 'email' | 'password' | 'fullName';
export function validateRegister(values: Record<RegisterField, string>): FieldErrors<RegisterField> {
  return { username: checkUsername(values.username), email: checkEmail(values.email), password: checkNewPassword(values.password) };
}

export type LoginField = 'email' | 'password';
export function validateLogin(values: Record<LoginField, string>): FieldErrors<LoginField> {
  return {
    email: values.email.trim() ? null : msg`Please enter your email or username.`,
    password: values.password ? null : msg`Please enter password`,
  };
}

export type ResetField = 'password' | 'confirm';
export function validateReset(values: Record<ResetField, string>): FieldErrors<ResetField> {
  const password = checkNewPassword(values.password);
  if (password) return { password };
  if (!values.confirm) return { confirm: msg`Please enter the new password again.` };
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
