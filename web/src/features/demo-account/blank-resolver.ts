import type { FieldValues, Resolver } from 'react-hook-form';
import type { TSchema } from '@sinclair/typebox';
import { typeboxResolver } from '../../lib/typebox-resolver';

/** The values without their empty text fields: an empty optional field is left out, not sent as ''. */
function withoutBlanks<T extends FieldValues>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === ''))) as T;
}

/**
 * `typeboxResolver` for forms whose inputs hold '' when empty: the shared schema sees (and the
 * submit handler receives) the filled fields only, while the form keeps its '' values, so a reset
 * to the saved values leaves it clean.
 */
export function blankAwareResolver<T extends FieldValues>(schema: TSchema): Resolver<T> {
  const base = typeboxResolver<T>(schema);
  return (values, context, options) => base(withoutBlanks(values), context, options);
}
