import { Type, type Static } from '@sinclair/typebox';

/** The rules the validation page shows, one field each (messages from the shared TypeBox resolver). */
export const ValidationDemoSchema = Type.Object({
  fullName: Type.String({ minLength: 1, maxLength: 80 }),
  username: Type.String({ minLength: 3, maxLength: 20, pattern: '^[A-Za-z0-9_]*$' }),
  email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
  website: Type.String({ minLength: 1, maxLength: 300, format: 'uri' }),
  age: Type.Integer({ minimum: 18, maximum: 70 }),
  startDate: Type.String({ minLength: 1, format: 'date' }),
  postcode: Type.String({ minLength: 1, maxLength: 8 }),
  shifts: Type.Array(Type.String(), { minItems: 1, maxItems: 2 }),
  password: Type.String({ minLength: 8, maxLength: 128 }),
  confirmPassword: Type.String({ minLength: 1, maxLength: 128 }),
  terms: Type.Boolean(),
});
export type ValidationDemo = Static<typeof ValidationDemoSchema>;

export const EMPTY_VALIDATION_DEMO = {
  fullName: '',
  username: '',
  email: '',
  website: '',
  age: null,
  startDate: '',
  postcode: '',
  shifts: [],
  password: '',
  confirmPassword: '',
  terms: false,
};
