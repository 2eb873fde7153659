import { describe, expect, it } from 'vitest';
import { validateFeedback } from './feedback-form';

const valid = { kind: 'format', message: 'Large print please', format: '', page: '', name: 'Amina', email: 'amina@example.org', phone: '', contactPreference: 'email' };
const refused = (values: typeof valid) => Object.entries(validateFeedback(values)).filter(([, message]) => message).map(([field]) => field);

describe('the accessibility form’s checks', () => {
  it('accepts a complete message and names every field at fault', () => {
    expect(refused(valid)).toEqual([]);
    expect(refused({ ...valid, message: '  ', name: '', email: '' })).toEqual(['message', 'name', 'email']);
    expect(refused({ ...valid, email: 'amina@' })).toEqual(['email']);
    expect(refused({ ...valid, message: 'x'.repeat(4001) })).toEqual(['message']);
  });

  it('wants a phone number only when the answer should come by phone, and one that looks like a number', () => {
    expect(refused({ ...valid, contactPreference: 'phone' })).toEqual(['phone']);
    expect(refused({ ...valid, contactPreference: 'phone', phone: '+254 (0) 700-000 000' })).toEqual([]);
    expect(refused({ ...valid, phone: 'call me' })).toEqual(['phone']);
  });
});
