import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { apiProblem, type ApiProblem } from '../../../lib/api-errors';
import type { FormMessage } from '../../../components/form-state';
import { checkEmail, checkNewPassword, checkUsername } from './validation';

/**
 * What the auth screens say for each refusal of the API, chosen by its `code` (never by its
 * English `message`). The documented sign-in shapes carry no code: their meaning comes from the
 * operation and the field (below).
 */
export const AUTH_REFUSALS: Record<string, MessageDescriptor> = {
  token_invalid: msg`This link is not valid, or it was used already. Ask for a new one below.`,
  token_expired: msg`This link has expired. Ask for a new one below.`,
  account_active: msg`Your account is active already. You can sign in.`,
  account_gone: msg`This account no longer exists.`,
  invalid_input: msg`Some of the information is not valid. Check the highlighted fields.`,
};

/** Login's one refusal in its documented shape `{ error: { email } }`: the credentials do not match. */
export const LOGIN_REFUSED = msg`Email or Password is Invalid`;

/**
 * A field register refused in its documented shape `{ error: { field: [...] } }`: the rules the
 * server applies are checked again here with the same code (common/account-rules.ts); when they
 * pass, what is left is that the username or address is taken.
 */
export function registerFieldMessage(field: string, value: string): FormMessage {
  if (field === 'username') return checkUsername(value) ?? msg`This username is already in use.`;
  if (field === 'email') return checkEmail(value) ?? msg`This email is already in use.`;
  if (field === 'password') return checkNewPassword(value) ?? msg`Please enter password`;
  return msg`Please check this field.`;
}

/** The code and field of an error envelope, and the auth screens' sentence for it. */
export function envelopeProblem(error: unknown, status: number): { problem: ApiProblem; message: MessageDescriptor | null } {
  const problem = apiProblem(error, status);
  return { problem, message: AUTH_REFUSALS[problem.code] ?? null };
}
