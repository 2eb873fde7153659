import type { ReactNode } from 'react';
import { FieldParts } from './field-parts';
import './form-field.css';

interface FieldFrameProps {
  /** The input's id: the label points at it. */
  inputId: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Whether the field shows an error: its frame is marked invalid and `error` is shown under the input. */
  invalid: boolean;
  /** The error in the active language. */
  error?: ReactNode;
  className?: string;
  /** The input, already given its id and description. */
  children: ReactNode;
}

/**
 * The markup every form field shares, whichever form kit fills it (`LabelledField`, `FormField`):
 * the label, the hint, the input and the error, under the ids the input's `aria-describedby` names.
 */
export function FieldFrame({ inputId, hintId, errorId, label, hint, invalid, error, className, children }: FieldFrameProps) {
  return (
    <div className={['form-field', invalid ? 'form-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="form-field__label">
        {label}
      </label>
      <FieldParts block="form-field" hintId={hintId} errorId={errorId} hint={hint} invalid={invalid} error={error}>
        {children}
      </FieldParts>
    </div>
  );
}
