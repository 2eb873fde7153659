import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TSchema } from '@sinclair/typebox';
import { FormatRegistry } from '@sinclair/typebox';
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * react-hook-form validation from the same TypeBox schemas the server validates with (share them
 * through `common/`), with messages in the active language. Runs TypeBox's interpreter (no
 * `new Function`, so it works under the portal's Content-Security-Policy).
 *
 *   const form = useForm({ resolver: typeboxResolver(CreateUserSchema), defaultValues })
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FORMATS: Record<string, (value: string) => boolean> = {
  email: (v) => EMAIL.test(v),
  uri: (v) => URL.canParse(v) && /^https?:/i.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  'date-time': (v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v),
};
for (const [name, check] of Object.entries(FORMATS)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);

type SchemaLimits = { minLength?: number; maxLength?: number; minimum?: number; maximum?: number; minItems?: number; maxItems?: number; format?: string };

/** One error in words a person understands, in the active language. */
export function errorText(error: Pick<ValueError, 'type' | 'value'> & { schema: TSchema }): string {
  const { minLength = 0, maxLength = 0, minimum = 0, maximum = 0, minItems = 0, maxItems = 0, format } = error.schema as SchemaLimits;
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return i18n._(msg`This field is required.`);
    case ValueErrorType.StringMinLength:
      return minLength <= 1 || error.value === ''
        ? i18n._(msg`This field is required.`)
        : i18n._(msg`Enter at least ${minLength} characters.`);
    case ValueErrorType.StringMaxLength:
      return i18n._(msg`Enter at most ${maxLength} characters.`);
    case ValueErrorType.StringFormat:
      if (format === 'email') return i18n._(msg`Enter a valid e-mail address.`);
      if (format === 'uri') return i18n._(msg`Enter a web address starting with http:// or https://.`);
      if (format === 'date' || format === 'date-time') return i18n._(msg`Enter a valid date.`);
      return i18n._(msg`This value is not in the expected format.`);
    case ValueErrorType.StringPattern:
      return i18n._(msg`This value contains characters that are not allowed.`);
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return i18n._(msg`Enter a number of at least ${minimum}.`);
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return i18n._(msg`Enter a number of at most ${maximum}.`);
    case ValueErrorType.Integer:
      return i18n._(msg`Enter a whole number.`);
    case ValueErrorType.Number:
      return i18n._(msg`Enter a number.`);
    case ValueErrorType.ArrayMinItems:
      return minItems <= 1 ? i18n._(msg`Choose at least one.`) : i18n._(msg`Choose at least ${minItems}.`);
    case ValueErrorType.ArrayMaxItems:
      return i18n._(msg`Choose at most ${maxItems}.`);
    case ValueErrorType.Union:
    case ValueErrorType.Literal:
      return i18n._(msg`Choose one of the options.`);
    default:
      return i18n._(msg`This value is not valid.`);
  }
}

/** `/user/emails/0` → `user.emails.0` (react-hook-form's field names). */
const fieldName = (path: string) => path.replace(/^\//, '').replaceAll('/', '.');

/** The first TypeBox error of each field, keyed by react-hook-form field name (`duties.3`), in schema order. */
export function schemaErrors(schema: TSchema, values: unknown): Map<string, ValueError> {
  const found = new Map<string, ValueError>();
  for (const error of Value.Errors(schema, values)) {
    const name = fieldName(error.path);
    if (name && !found.has(name)) found.set(name, error);
  }
  return found;
}

/** The first error of each field, keyed by react-hook-form field name. */
export function validateWithSchema(schema: TSchema, values: unknown): Record<string, { type: string; message: string }> {
  return Object.fromEntries([...schemaErrors(schema, values)].map(([name, error]) => [name, { type: String(error.type), message: errorText(error) }]));
}

/** Nested errors for react-hook-form from flat dotted names. */
function toFieldErrors<T extends FieldValues>(flat: Record<string, { type: string; message: string }>): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(flat)) {
    const parts = name.split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = error;
  }
  return errors as FieldErrors<T>;
}

/** A resolver from a check that answers the first error of each field (dotted name → its words). */
export function resolverOf<T extends FieldValues>(check: (values: T) => Record<string, { type: string; message: string }>): Resolver<T> {
  return async (values) => {
    const flat = check(values);
    return Object.keys(flat).length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors<T>(flat) };
  };
}

export function typeboxResolver<T extends FieldValues>(schema: TSchema): Resolver<T> {
  return resolverOf<T>((values) => validateWithSchema(schema, values));
}
