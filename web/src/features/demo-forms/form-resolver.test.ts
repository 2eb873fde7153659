import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { resolverWithChecks } from './form-resolver';

const schema = Type.Object({ age: Type.Integer({ minimum: 18 }), password: Type.String({ minLength: 1 }), confirm: Type.String({ minLength: 1 }) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('form resolver with checks beyond the schema', () => {
  const resolve = resolverWithChecks<{ age: number | null; password: string; confirm: string }>(schema, (values) => ({
    confirm: values.confirm && values.confirm !== values.password ? 'different' : undefined,
  }));

  it('calls an empty number required (null counts as not given)', async () => {
    const result = await resolve({ age: null, password: 'a', confirm: 'a' }, undefined, options);
    expect(result.errors).toEqual({ age: { type: expect.any(String), message: 'This field is required.' } });
  });

  it('adds a check’s message only where the schema found nothing', async () => {
    expect((await resolve({ age: 20, password: 'a', confirm: 'b' }, undefined, options)).errors).toEqual({ confirm: { type: 'check', message: 'different' } });
    expect((await resolve({ age: 20, password: 'a', confirm: '' }, undefined, options)).errors).toEqual({ confirm: { type: expect.any(String), message: 'This field is required.' } });
  });

  it('answers the values when every rule is met', async () => {
    const values = { age: 20, password: 'a', confirm: 'a' };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });
});
