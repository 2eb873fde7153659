import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { TSchema } from '@sinclair/typebox';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { errorAt } from './form-kit';

/**
 * The TypeBox resolver (null values count as not given) plus checks TypeBox cannot express (a
 * field that must equal another): each returns a message keyed by field name, or nothing.
 */
export function resolverWithChecks<T extends FieldValues>(schema: TSchema, checks: (values: T) => Record<string, string | undefined> = () => ({})): Resolver<T> {
  const base = typeboxResolver<T>(schema);
  return async (values, context, options) => {
    // An empty number or choice is null in the inputs; left out, the schema calls it required.
    const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as T;
    const result = await base(given, context, options);
    const extra = Object.entries(checks(values)).filter(([name, message]) => message && !errorAt(result.errors, name));
    if (extra.length === 0) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    for (const [name, message] of extra) errors[name] = { type: 'check', message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** Validates the form again when the language changes, so shown messages follow the language. */
export function useMessagesInLanguage<T extends FieldValues>(form: UseFormReturn<T>) {
  const { i18n } = useLingui();
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (isSubmitted) void form.trigger();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of language re-validates; the form object is stable
  }, [i18n.locale]);
}
