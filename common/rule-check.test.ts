import { describe, expect, it } from 'vitest';
import { RegisterRulesSchema } from './account-rules.js';
import { refusedFields } from './rule-check.js';

describe('refusedFields', () => {
  it('says of each refused field whether it was left empty or filled in against the rule', () => {
    expect(refusedFields(RegisterRulesSchema, { username: '', email: 'not-an-email', password: 'short' })).toEqual({
      username: 'missing',
      email: 'invalid',
      password: 'invalid',
    });
    expect(refusedFields(RegisterRulesSchema, { email: 'a@b.co', password: 'a long passphrase' })).toEqual({ username: 'missing' });
  });

  it('takes letters of any script in a username (the pattern keeps its u flag)', () => {
    expect(refusedFields(RegisterRulesSchema, { username: 'ünïcødé_1', email: 'a@b.co', password: 'a long passphrase' })).toEqual({});
    expect(refusedFields(RegisterRulesSchema, { username: 'jane doe', email: 'a@b.co', password: 'a long passphrase' })).toEqual({ username: 'invalid' });
  });
});
