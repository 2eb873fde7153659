import { describe, expect, it } from 'vitest';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { validatePasswordChange } from './password-section';
import { passwordRefusal, waitMessage } from './account-messages';

const texts = (errors: Record<string, MessageDescriptor | string | null | undefined>) =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, m]) => (m ? [[field, typeof m === 'string' ? m : i18n._(m)]] : [])));

describe('account settings checks', () => {
  it('asks for the current password, a new one of 8 characters or more, typed twice the same', () => {
    expect(texts(validatePasswordChange({ currentPassword: '', newPassword: '', confirm: '' }))).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'Enter a new password.',
    });
    expect(texts(validatePasswordChange({ currentPassword: 'old', newPassword: 'short', confirm: 'short' }))).toEqual({
      newPassword: 'The new password must be at least 8 characters.',
    });
    expect(texts(validatePasswordChange({ currentPassword: 'old', newPassword: 'long enough', confirm: 'long enougj' }))).toEqual({
      confirm: 'The two new passwords are not the same.',
    });
    expect(texts(validatePasswordChange({ currentPassword: 'old', newPassword: 'long enough', confirm: 'long enough' }))).toEqual({});
  });

  it('reads a refused password confirmation: wrong password under the field, waits and the rest for the form', () => {
    const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });
    const refused = (status: number, code: string) => ({ statusCode: status, error: 'x', message: 'English, not read', code });
    expect(i18n._(passwordRefusal(refused(400, 'wrong_password'), answer(400)).field!)).toBe('The password is not correct.');
    expect(passwordRefusal(refused(400, 'invalid_input'), answer(400)).field).toBeUndefined();
    expect(i18n._(passwordRefusal(refused(429, 'rate_limited'), answer(429, { 'retry-after': '120' })).form!)).toBe('Too many wrong passwords. Try again in 2 minutes.');
    expect(i18n._(waitMessage('30'))).toBe('Too many wrong passwords. Try again in 1 minute.');
    expect(i18n._(waitMessage(null))).toBe('Too many wrong passwords. Please try again later.');
    expect(i18n._(passwordRefusal(refused(403, 'admin_not_deletable'), answer(403)).form!)).toBe('Administrator accounts cannot be deleted from the account settings.');
    expect(i18n._(passwordRefusal(undefined, answer(500)).form!)).toBe('Something went wrong on our side. Please try again.');
  });
});
