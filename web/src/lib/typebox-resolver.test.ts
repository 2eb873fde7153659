import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { typeboxResolver, validateWithSchema } from './typebox-resolver';

const UserSchema = Type.Object({
  fullName: Type.String({ minLength: 1, maxLength: 10 }),
  email: Type.String({ format: 'email' }),
  age: Type.Integer({ minimum: 18 }),
  address: Type.Object({ city: Type.String({ minLength: 2 }) }),
});

describe('form validation from a TypeBox schema', () => {
  it('names each field at fault with a message a person understands', () => {
    const errors = validateWithSchema(UserSchema, { fullName: '', email: 'nope', age: 12, address: { city: 'x' } });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.message]))).toEqual({
      fullName: 'This field is required.',
      email: 'Enter a valid e-mail address.',
      age: 'Enter a number of at least 18.',
      'address.city': 'Enter at least 2 characters.',
    });
  });

  it('gives react-hook-form nested errors, and the values when all is well', async () => {
    const resolve = typeboxResolver(UserSchema);
    const bad = await resolve({ fullName: 'x'.repeat(11), email: 'a@b.co', age: 20, address: { city: '' } } as never, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad.errors).toMatchObject({ fullName: { message: 'Enter at most 10 characters.' }, address: { city: { message: 'This field is required.' } } });
    const good = { fullName: 'Ada', email: 'ada@example.com', age: 30, address: { city: 'Porto' } };
    expect(await resolve(good as never, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({ values: good, errors: {} });
  });
});
