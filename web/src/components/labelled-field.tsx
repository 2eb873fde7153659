import { useId, type ReactNode } from 'react';
import './form-field.css';

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
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const input: LabelledInputProps = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <div className={['form-field', error ? 'form-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children(input)}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
