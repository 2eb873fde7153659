import type { ReactNode } from 'react';
import { describedByOf, FieldParts } from '../field-parts';

/** What the input of a `PanelField` is given: its id, and the invalid and description attributes. */
export interface PanelInputProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface PanelFieldProps {
  id: string;
  label: ReactNode;
  /** The error of the field in the active language (react-hook-form's `errors.x?.message`). */
  error?: string | undefined;
  hint?: ReactNode;
  /** A group of inputs (checkboxes): a fieldset with a legend instead of a label. */
  group?: boolean;
  children: (input: PanelInputProps) => ReactNode;
}

/** A labelled field of a panel form with its hint and error tied to the input by ids. */
export function PanelField({ id, label, error, hint, group = false, children }: PanelFieldProps) {
  const describedBy = describedByOf(hint ? `${id}-hint` : null, error ? `${id}-error` : null);
  const input: PanelInputProps = { id, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  const extra = (
    <FieldParts block="panel-field" hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} invalid={Boolean(error)} error={error}>
      {children(input)}
    </FieldParts>
  );
  if (group) {
    return (
      <fieldset className={error ? 'panel-field panel-field--group panel-field--invalid' : 'panel-field panel-field--group'}>
        <legend className="panel-field__label">{label}</legend>
        {extra}
      </fieldset>
    );
  }
  return (
    <div className={error ? 'panel-field panel-field--invalid' : 'panel-field'}>
      <label htmlFor={id} className="panel-field__label">
        {label}
      </label>
      {extra}
    </div>
  );
}
