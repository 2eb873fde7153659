import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import type { FieldErrors } from 'react-hook-form';
import { describedByOf, FieldParts } from '../../components/field-parts';
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
  const describedBy = describedByOf(hint ? `${id}-hint` : null, invalid ? `${id}-error` : null);
  const aria: FieldAria = {
    id,
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  const classes = ['demo-field', invalid ? 'demo-field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
  const extra = (
    <FieldParts block="demo-field" hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} invalid={invalid} error={error}>
      {children(aria, invalid)}
    </FieldParts>
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

/** Submit and Reset, and the outcome of the last submit (announced), under a form. */
export function FormEnd({ onReset, result }: { onReset: () => void; result: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <div className="demo-form__actions">
        <Button type="submit" label={t`Submit`} />
        <Button type="button" label={t`Reset`} outlined onClick={onReset} />
      </div>
      <p role="status" className={result ? 'demo-result' : undefined}>
        {result}
      </p>
    </>
  );
}
