import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FormMessage } from '../../../components/form-state';
import { MIN_PASSWORD_LENGTH } from './validation';

/**
 * The English messages the auth API sends (server/modules/auth), each with its translation.
 * A message not in this map is shown as the server wrote it.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  'Email or Password is Invalid': msg`Email or Password is Invalid`,
  'Please enter your username.': msg`Please enter your username.`,
  'Username must be 3 to 30 letters, digits, dots, dashes or underscores.': msg`Username must be 3 to 30 letters, digits, dots, dashes or underscores.`,
  'Please enter your email.': msg`Please enter your email.`,
  'Please enter a valid email.': msg`Please enter a valid email.`,
  'Please enter password': msg`Please enter password`,
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`]: msg`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  'This email is already in use.': msg`This email is already in use.`,
  'This username is already in use.': msg`This username is already in use.`,
  'Too many failed sign-in attempts. Please try again later.': msg`Too many failed sign-in attempts. Please try again later.`,
  'This activation link is invalid, has expired or was already used. Request a new one below.': msg`This activation link is invalid, has expired or was already used. Request a new one below.`,
  'Your account is active.': msg`Your account is active.`,
  'If a pending account uses this address, a new activation link is on its way.': msg`If a pending account uses this address, a new activation link is on its way.`,
  'If an account uses this address, a reset link is on its way.': msg`If an account uses this address, a reset link is on its way.`,
  'This reset link is invalid, has expired or was already used. Ask for a new one.': msg`This reset link is invalid, has expired or was already used. Ask for a new one.`,
  'Your password has been changed. You can sign in now.': msg`Your password has been changed. You can sign in now.`,
  'Something went wrong on our side. Please try again.': msg`Something went wrong on our side. Please try again.`,
};

export function fromServer(message: string): FormMessage {
  return KNOWN[message] ?? message;
}

/** The first message of a field's list in a `{ error: { field: [...] } }` answer. */
export function firstMessage(messages: readonly string[] | null | undefined): FormMessage | undefined {
  const first = messages?.[0];
  return first ? fromServer(first) : undefined;
}

/** The message of an error envelope `{ message }`, translated when known. */
export function envelopeMessage(error: unknown): FormMessage | null {
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return fromServer((error as { message: string }).message);
  }
  return null;
}
