import type { ChangeEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { FieldBinding, FormMessage } from './form-state';
import { FieldFrame } from './field-frame';
import { describedByOf } from './field-parts';

/** The attributes an input needs to be labelled, described and marked invalid. */
export interface FieldInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Turns a form message (descriptor or plain text) into text in the active language. */
export function useFormMessage() {
  const { i18n } = useLingui();
  return (message: FormMessage) => (typeof message === 'string' ? message : i18n._(message));
}

interface FormFieldProps {
  field: FieldBinding;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Renders the input with the given attributes; `invalid` is for styling (PrimeReact `invalid`). */
  children: (input: FieldInputProps, invalid: boolean) => ReactNode;
}

/** Label, optional hint, the input and its error message, tied together by ids. */
export function FormField({ field, label, hint, required, children }: FormFieldProps) {
  const text = useFormMessage();
  const invalid = field.error !== undefined;
  const describedBy = describedByOf(hint ? field.hintId : null, invalid ? field.errorId : null);
  const input: FieldInputProps = {
    id: field.id,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    ...(required ? { required: true } : {}),
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return (
    <FieldFrame inputId={field.id} hintId={field.hintId} errorId={field.errorId} label={label} hint={hint} invalid={invalid} error={field.error !== undefined ? text(field.error) : undefined}>
      {children(input, invalid)}
    </FieldFrame>
  );
}
