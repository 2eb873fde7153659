import type { ChangeEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { MessageDescriptor } from '@lingui/core';
import { FormField, useFormMessage } from '../../components/form-field';
import { LocalDateInput, useDateFormatHint } from '../../components/local-date-input';
import type { FormState } from '../../components/form-state';

/** The fields of the careers administration's forms (jobs, staff), over any form's field names. */
interface FieldProps<F extends string> {
  form: FormState<F>;
  name: F;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** A one-line text or number field. */
export function TextField<F extends string>({ form, name, label, hint, required, type = 'text', ...rest }: FieldProps<F> & { type?: string; inputMode?: 'numeric'; maxLength?: number; list?: string; min?: string }) {
  return (
    <FormField field={form.field(name)} label={label} hint={hint} required={required}>
      {(input, invalid) => <InputText {...input} {...rest} type={type} invalid={invalid} />}
    </FormField>
  );
}

/** A date typed in the active language's format (the hint says which); the form keeps `YYYY-MM-DD`. */
export function DateField<F extends string>({ form, name, label, hint, required }: FieldProps<F>) {
  const format = useDateFormatHint();
  return (
    <FormField field={form.field(name)} label={label} hint={hint ? <>{hint} {format}</> : format} required={required}>
      {({ onChange: _input, ...input }, invalid) => <LocalDateInput {...input} invalid={invalid} onChange={(value) => form.setValue(name, value)} />}
    </FormField>
  );
}

/** Several lines of text (descriptions, or one list entry per line). */
export function TextAreaField<F extends string>({ form, name, label, hint, required, rows = 4, maxLength }: FieldProps<F> & { rows?: number; maxLength?: number }) {
  return (
    <FormField field={form.field(name)} label={label} hint={hint} required={required}>
      {({ onChange: _input, ...input }, invalid) => (
        <InputTextarea
          {...input}
          rows={rows}
          maxLength={maxLength}
          invalid={invalid}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => form.setValue(name, event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A choice from a vocabulary (a native select: keyboard and screen readers know it). */
export function SelectField<F extends string>({ form, name, label, hint, required, options, placeholder = true }: FieldProps<F> & { options: Record<string, MessageDescriptor>; placeholder?: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <FormField field={form.field(name)} label={label} hint={hint} required={required}>
      {({ onChange: _input, ...input }, invalid) => (
        <select
          {...input}
          className={invalid ? 'p-inputtext p-invalid admin-select' : 'p-inputtext admin-select'}
          onChange={(event) => form.setValue(name, event.target.value)}
        >
          {placeholder ? <option value="">{t`Choose…`}</option> : null}
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {i18n._(text)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Several choices as checkboxes in a fieldset; the form keeps them as a comma-separated list. */
export function CheckboxesField<F extends string>({ form, name, legend, hint, options }: { form: FormState<F>; name: F; legend: ReactNode; hint?: ReactNode; options: Record<string, MessageDescriptor> }) {
  const { i18n } = useLingui();
  const text = useFormMessage();
  const binding = form.field(name);
  const chosen = binding.value.split(',').filter(Boolean);
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    form.setValue(name, Object.keys(options).filter((key) => next.includes(key)).join(','));
  };
  return (
    <fieldset id={binding.id} className="admin-checkboxes" tabIndex={-1} aria-describedby={binding.error ? binding.errorId : undefined}>
      <legend className="form-field__label">{legend}</legend>
      {hint ? <p className="form-field__hint">{hint}</p> : null}
      {Object.entries(options).map(([value, label]) => (
        <div key={value} className="admin-checkboxes__option">
          <input
            type="checkbox"
            id={`${binding.id}-${value}`}
            checked={chosen.includes(value)}
            onChange={(event) => toggle(value, event.target.checked)}
          />
          <label htmlFor={`${binding.id}-${value}`}>{i18n._(label)}</label>
        </div>
      ))}
      {binding.error ? (
        <p id={binding.errorId} className="form-field__error">
          {text(binding.error)}
        </p>
      ) : null}
    </fieldset>
  );
}
