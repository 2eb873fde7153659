import type { FieldValues, Resolver } from 'react-hook-form';
import type { TSchema } from '@sinclair/typebox';
import { typeboxResolver } from '../../lib/typebox-resolver';

/**
 * The TypeBox resolver, run on the values with `fields` trimmed (as the server trims them), so a
 * field of spaces reads "This field is required." and the trimmed text is what is sent.
 */
export function trimmedResolver<T extends FieldValues>(schema: TSchema, fields: readonly (keyof T & string)[]): Resolver<T> {
  const resolve = typeboxResolver<T>(schema);
  return (values, context, options) => {
    const trimmed = { ...values };
    for (const field of fields) if (typeof trimmed[field] === 'string') (trimmed as Record<string, unknown>)[field] = (trimmed[field] as string).trim();
    return resolve(trimmed, context, options);
  };
}
