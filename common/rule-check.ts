import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** Why a field was refused: left empty, or filled in against the rule. */
export type Refusal = 'missing' | 'invalid';

/**
 * The fields of `values` that `schema` refuses, each with why (its first error only), for
 * wording each refusal in the server's or the form's own sentences.
 */
export function refusedFields(schema: TSchema, values: Record<string, unknown>): Partial<Record<string, Refusal>> {
  const refused: Partial<Record<string, Refusal>> = {};
  for (const error of Value.Errors(schema, values)) {
    const field = error.path.split('/')[1];
    if (!field || refused[field]) continue;
    const value = values[field];
    refused[field] = value === undefined || value === '' ? 'missing' : 'invalid';
  }
  return refused;
}
