import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { MessageDescriptor } from '@lingui/core';
import { LabelledField, type LabelledInputProps } from '../../components/labelled-field';
import { LocalDateInput, useDateFormatHint } from '../../components/local-date-input';
import type { CheckedForm } from '../../components/use-checked-form';
import type { JobField, JobFormValues } from './job-form-model';

type JobForm = CheckedForm<JobFormValues>;

interface FieldProps {
  form: JobForm;
  name: JobField;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** A field of the job form: its label, hint and error around the input `children` renders with the field's value. */
function JobInput({ form, name, label, hint, required, children }: FieldProps & { children: (input: LabelledInputProps & ReturnType<typeof useJobField>['field'], invalid: boolean) => ReactNode }) {
  const { field, error } = useJobField(form, name);
  return (
    <LabelledField id={form.idOf(name)} label={label} hint={hint} required={required} error={error}>
      {(input) => children({ ...input, ...field }, error !== undefined)}
    </LabelledField>
  );
}

function useJobField(form: JobForm, name: JobField) {
  const { field } = useController({ control: form.form.control, name });
  const { disabled: _fieldset, ...rest } = field;
  return { field: rest, error: form.messageOf(name) };
}

/** A one-line text or number field. */
export function TextField({ form, name, label, hint, required, type = 'text', ...rest }: FieldProps & { type?: string; inputMode?: 'numeric'; maxLength?: number; list?: string }) {
  return (
    <JobInput form={form} name={name} label={label} hint={hint} required={required}>
      {(input, invalid) => <InputText {...input} {...rest} type={type} invalid={invalid} />}
    </JobInput>
  );
}

/** A date typed in the active language's format (the hint says which); the form keeps `YYYY-MM-DD`. */
export function DateField({ hint, ...props }: FieldProps) {
  const format = useDateFormatHint();
  return (
    <JobInput {...props} hint={hint ? <>{hint} {format}</> : format}>
      {({ ref: _ref, ...input }, invalid) => <LocalDateInput {...input} invalid={invalid} />}
    </JobInput>
  );
}

/** Several lines of text (descriptions, or one list entry per line). */
export function TextAreaField({ rows = 4, maxLength, ...props }: FieldProps & { rows?: number; maxLength?: number }) {
  return <JobInput {...props}>{(input, invalid) => <InputTextarea {...input} rows={rows} maxLength={maxLength} invalid={invalid} />}</JobInput>;
}

/** A choice from a vocabulary (a native select: keyboard and screen readers know it). */
export function SelectField({ options, ...props }: FieldProps & { options: Record<string, MessageDescriptor> }) {
  const { t, i18n } = useLingui();
  return (
    <JobInput {...props}>
      {(input, invalid) => (
        <select {...input} className={invalid ? 'p-inputtext p-invalid admin-select' : 'p-inputtext admin-select'}>
          <option value="">{t`Choose…`}</option>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {i18n._(text)}
            </option>
          ))}
        </select>
      )}
    </JobInput>
  );
}

/** Several choices as checkboxes in a fieldset; the form keeps them as a comma-separated list. */
export function CheckboxesField({ form, name, legend, options }: { form: JobForm; name: JobField; legend: ReactNode; options: Record<string, MessageDescriptor> }) {
  const { i18n } = useLingui();
  const { field, error } = useJobField(form, name);
  const id = form.idOf(name);
  const errorId = `${id}-error`;
  const chosen = field.value.split(',').filter(Boolean);
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    field.onChange(Object.keys(options).filter((key) => next.includes(key)).join(','));
  };
  return (
    <fieldset id={id} className="admin-checkboxes" tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{legend}</legend>
      {Object.entries(options).map(([value, label]) => (
        <div key={value} className="admin-checkboxes__option">
          <input type="checkbox" id={`${id}-${value}`} checked={chosen.includes(value)} onChange={(event) => toggle(value, event.target.checked)} />
          <label htmlFor={`${id}-${value}`}>{i18n._(label)}</label>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
