import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import { apiProblem } from '../../../lib/api-errors';
import { errorText } from '../../../lib/typebox-resolver';

/** 429: "try again in N minutes", from the Retry-After header (seconds). */
export function waitMessage(retryAfter: string | null): MessageDescriptor {
  const seconds = Number(retryAfter);
  if (!retryAfter || !(seconds > 0)) return msg`Too many wrong passwords. Please try again later.`;
  const minutes = Math.ceil(seconds / 60);
  return msg({ message: plural(minutes, { one: 'Too many wrong passwords. Try again in # minute.', other: 'Too many wrong passwords. Try again in # minutes.' }) });
}

export const WRONG_PASSWORD = msg`The password is not correct.`;
export const UNREACHABLE = msg`We could not reach the server. Check your connection and try again.`;
export const FAILED = msg`Something went wrong on our side. Please try again.`;

/** The refusal of a request confirmed by a password, by its code: wrong password (a field error) or a message for the form. */
export function passwordRefusal(error: unknown, response: Response): { field?: MessageDescriptor; form?: MessageDescriptor } {
  const { code } = apiProblem(error, response.status);
  if (code === 'wrong_password') return { field: WRONG_PASSWORD };
  if (response.status === 429) return { form: waitMessage(response.headers.get('retry-after')) };
  if (code === 'admin_not_deletable') return { form: msg`Administrator accounts cannot be deleted from the account settings.` };
  if (code === 'staff_not_deletable') return { form: msg`Staff accounts cannot be deleted from the account settings: an administrator deactivates staff accounts.` };
  if (code === 'account_gone') return { form: msg`This account no longer exists.` };
  if (code === 'invalid_input') return { form: msg`Some of the information is not valid. Check it and try again.` };
  if (response.status === 401) return { form: msg`Your session has ended. Please sign in again.` };
  return { form: FAILED };
}

/** A password field's error: its own words when it is empty or too short, the schema's otherwise (too long, a control character). */
export function passwordError(error: ValueError | undefined, empty: MessageDescriptor, short?: MessageDescriptor): MessageDescriptor | string | null {
  if (!error) return null;
  if (error.value === '') return empty;
  if (error.type === ValueErrorType.StringMinLength && short) return short;
  return errorText(error);
}
