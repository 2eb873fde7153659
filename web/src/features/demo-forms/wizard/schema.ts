import { Type, type Static } from '@sinclair/typebox';

/** The four steps of the wizard: one schema over all, and the fields each step checks before the next. */
export const WizardSchema = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 20, pattern: '^[A-Za-z0-9_]*$' }),
  email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
  password: Type.String({ minLength: 8, maxLength: 128 }),
  confirmPassword: Type.String({ minLength: 1, maxLength: 128 }),
  firstName: Type.String({ minLength: 1, maxLength: 60 }),
  lastName: Type.String({ minLength: 1, maxLength: 60 }),
  country: Type.String({ minLength: 2, maxLength: 2 }),
  languages: Type.Array(Type.String(), { minItems: 1 }),
  address: Type.String({ minLength: 1, maxLength: 200 }),
  postcode: Type.String({ minLength: 1, maxLength: 8 }),
  city: Type.String({ minLength: 1, maxLength: 80 }),
  landmark: Type.String({ maxLength: 120 }),
  linkedin: Type.String({ maxLength: 300 }),
  website: Type.String({ maxLength: 300 }),
});
export type WizardValues = Omit<Static<typeof WizardSchema>, 'country'> & { country: string | null };

export const EMPTY_WIZARD: WizardValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  country: null,
  languages: [],
  address: '',
  postcode: '',
  city: '',
  landmark: '',
  linkedin: '',
  website: '',
};

export const STEP_FIELDS: (keyof WizardValues)[][] = [
  ['username', 'email', 'password', 'confirmPassword'],
  ['firstName', 'lastName', 'country', 'languages'],
  ['address', 'postcode', 'city', 'landmark'],
  ['linkedin', 'website'],
];

/** Countries offered (named in the user's language by Intl). */
export const COUNTRY_CODES = ['PT', 'ES', 'FR', 'DE', 'GB', 'IT', 'BR', 'AO', 'MZ', 'CV', 'CA', 'US'] as const;
export const LANGUAGE_CODES = ['pt', 'en', 'fr', 'de', 'es', 'it'] as const;
