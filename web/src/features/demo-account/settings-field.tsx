import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface SettingsFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message of the field's error, in the page's language. */
  error?: string;
  required?: boolean;
  className?: string;
  /** The control, given the attributes that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and error, tied together by ids. */
export function SettingsField({ id, label, hint, error, required, className, children }: SettingsFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['settings-field', error ? 'settings-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="settings-field__label">
        {label}
        {required ? (
          <span className="settings-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, ...(required ? { 'aria-required': true as const } : {}), ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="settings-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="settings-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
