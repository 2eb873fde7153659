import { useId, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { describedByOf } from './field-parts';

/** The attributes that tie an input to its label, hint and error. */
export interface LabelledInputProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface LabelledFieldProps {
  /** The input's id, when the page links to it (an error summary); its hint and error are `<id>-hint` and `<id>-error`. */
  id?: string;
  label: ReactNode;
  /** The translated error of the field (react-hook-form's `errors.x?.message`), if any. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (input: LabelledInputProps) => ReactNode;
}

/**
 * Label, optional hint, the input and its error, tied together by ids: the field of the forms
 * driven by react-hook-form.
 */
export function LabelledField({ id: given, label, error, hint, required, className, children }: LabelledFieldProps) {
  const generated = useId();
  const id = given ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = describedByOf(hint ? hintId : null, error ? errorId : null);
  const input: LabelledInputProps = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <FieldFrame inputId={id} hintId={hintId} errorId={errorId} label={label} hint={hint} invalid={Boolean(error)} error={error} className={className}>
      {children(input)}
    </FieldFrame>
  );
}
