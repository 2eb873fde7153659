import { describe, expect, it } from 'vitest';
import { missingFields, sendable } from './model';

describe('the referee page model', () => {
  it('leaves blank answers out and trims the rest, inner answers too', () => {
    expect(sendable({ relationship: '  Manager ', knownFor: '   ', employedTo: null, shareable: false, ratings: { teamwork: 'good', initiative: undefined }, concerns: {} })).toEqual({
      relationship: 'Manager',
      shareable: false,
      ratings: { teamwork: 'good' },
    });
  });

  it('reads the missing questions of a refusal', () => {
    expect([...missingFields([{ code: 'answers_incomplete', field: 'answers.signedName' }, { code: 'answers_incomplete', field: 'answers.concerns.warnings' }])]).toEqual(['signedName', 'concerns.warnings']);
    expect(missingFields(undefined).size).toBe(0);
  });
});
