import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { validateRegistration } from '../../../../../server/modules/auth/register-validation';
import { passwordStrength, validateRegister, validateReset } from './validation';
import { registerFieldMessage } from './server-messages';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const english = (message: unknown) => (message ? (typeof message === 'string' ? message : i18n._(message as never)) : null);

describe('client register validation', () => {
  const cases = [
    { username: '', email: '', password: '' },
    { username: 'ab', email: 'not-an-email', password: 'short' },
    { username: 'jane doe', email: 'jane@example', password: '1234567' },
    { username: '  jane.doe  ', email: ' jane@example.com ', password: '12345678' },
    { username: 'ünïcødé_1', email: 'a@b.co', password: 'a long passphrase' },
    { username: 'x'.repeat(31), email: 'a@@b.co', password: ' '.repeat(8) },
  ];

  it.each(cases)('gives the server’s messages for %o', (input) => {
    const client = validateRegister({ ...input, fullName: '' });
    const server = validateRegistration(input);
    expect({ username: english(client.username), email: english(client.email), password: english(client.password) }).toEqual({
      username: server.username?.[0] ?? null,
      email: server.email?.[0] ?? null,
      password: server.password?.[0] ?? null,
    });
  });

  it.each(cases)('words a field the server refused by the shared rules, never by its English (%o)', (input) => {
    const server = validateRegistration(input);
    for (const field of ['username', 'email', 'password'] as const) {
      const refused = server[field]?.[0];
      if (refused) expect(english(registerFieldMessage(field, input[field]))).toBe(refused);
    }
  });

  it('a field the rules accept but the server refused is taken', () => {
    expect(english(registerFieldMessage('email', 'jane@example.com'))).toBe('This email is already in use.');
    expect(english(registerFieldMessage('username', 'jane.doe'))).toBe('This username is already in use.');
  });
});

describe('reset validation and password strength', () => {
  it('asks for a matching confirmation', () => {
    expect(english(validateReset({ password: 'long enough', confirm: '' }).confirm)).toBe('Please enter the new password again.');
    expect(english(validateReset({ password: 'long enough', confirm: 'long enougH' }).confirm)).toBe('The two passwords are not the same.');
    expect(validateReset({ password: 'long enough', confirm: 'long enough' })).toEqual({});
    expect(english(validateReset({ password: 'short', confirm: 'short' }).password)).toBe('Password must be at least 8 characters.');
  });

  it('grades passwords', () => {
    expect(passwordStrength('')).toBe('none');
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdefg1')).toBe('medium');
    expect(passwordStrength('Abcdefgh12!x')).toBe('strong');
    expect(passwordStrength('correct horse battery')).toBe('strong');
  });
});
