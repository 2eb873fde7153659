import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { typeboxResolver } from '../../lib/typebox-resolver';
import type { TSchema } from '@sinclair/typebox';
import './forms.css';

/** The attributes that tie an input to its label, hint and error. */
export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/** The description and state attributes alone, for a PrimeReact input given its id as `inputId`. */
export function ariaOf({ id: _id, ...rest }: FieldAria): Omit<FieldAria, 'id'> {
  return rest;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error message (already in the user's language). */
  error?: string;
  required?: boolean;
  /** A group of inputs (radio buttons, checkboxes) is named by a legend instead of a label. */
  group?: boolean;
  className?: string;
  children: (aria: FieldAria, invalid: boolean) => ReactNode;
}

/** Label (or legend), hint, the input and its error message, tied together by ids. */
export function Field({ id, label, hint, error, required, group = false, className, children }: FieldProps) {
  const invalid = error !== undefined;
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  const aria: FieldAria = {
    id,
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  const classes = ['demo-field', invalid ? 'demo-field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
  const extra = (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="demo-field__hint">
          {hint}
        </p>
      ) : null}
      {children(aria, invalid)}
      {invalid ? (
        <p id={`${id}-error`} className="demo-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
  if (group) {
    return (
      <fieldset className={classes} aria-describedby={describedBy || undefined}>
        <legend id={`${id}-label`} className="demo-field__label">
          {label}
          {required ? <RequiredMark /> : null}
        </legend>
        {extra}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      <label htmlFor={id} id={`${id}-label`} className="demo-field__label">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {extra}
    </div>
  );
}

function RequiredMark() {
  const { t } = useLingui();
  return (
    <span className="demo-field__required" aria-hidden="true" title={t`Required`}>
      {' *'}
    </span>
  );
}

/** The message of the error at a dotted path of react-hook-form's errors. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

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
    // Only the language matters here; form is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.locale]);
}
