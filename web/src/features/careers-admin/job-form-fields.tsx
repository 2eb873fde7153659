import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { MessageDescriptor } from '@lingui/core';
import { LabelledField, type LabelledInputProps } from '../../components/labelled-field';
import { LocalDateInput, useDateFormatHint } from '../../components/local-date-input';
import type { CheckedForm } from '../../components/use-checked-form';

/** A form of the careers administration (jobs, staff): every field a string, named by `F`. */
type AdminForm<F extends string> = CheckedForm<Record<F, string>>;

interface FieldProps<F extends string> {
  form: AdminForm<F>;
  name: NoInfer<F>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** A field of an admin form: its label, hint and error around the input `children` renders with the field's value. */
function AdminInput<F extends string>({
  form,
  name,
  label,
  hint,
  required,
  children,
}: FieldProps<F> & { children: (input: LabelledInputProps & ReturnType<typeof useAdminField>['field'], invalid: boolean) => ReactNode }) {
  const { field, error } = useAdminField(form, name);
  return (
    <LabelledField id={form.idOf(name)} label={label} hint={hint} required={required} error={error}>
      {(input) => children({ ...input, ...field }, error !== undefined)}
    </LabelledField>
  );
}

function useAdminField<F extends string>(form: AdminForm<F>, name: F) {
  const { field } = useController({ control: (form as AdminForm<string>).form.control, name });
  const { disabled: _fieldset, ...rest } = field;
  return { field: rest, error: form.messageOf(name) };
}

/** A one-line text or number field. */
export function TextField<F extends string>({
  form,
  name,
  label,
  hint,
  required,
  type = 'text',
  ...rest
}: FieldProps<F> & { type?: string; inputMode?: 'numeric'; maxLength?: number; list?: string; min?: string }) {
  return (
    <AdminInput form={form} name={name} label={label} hint={hint} required={required}>
      {(input, invalid) => <InputText {...input} {...rest} type={type} invalid={invalid} />}
    </AdminInput>
  );
}

/** A date typed in the active language's format (the hint says which); the form keeps `YYYY-MM-DD`. */
export function DateField<F extends string>({ hint, ...props }: FieldProps<F>) {
  const format = useDateFormatHint();
  return (
    <AdminInput {...props} hint={hint ? <>{hint} {format}</> : format}>
      {({ ref: _ref, ...input }, invalid) => <LocalDateInput {...input} invalid={invalid} />}
    </AdminInput>
  );
}

/** Several lines of text (descriptions, or one list entry per line). */
export function TextAreaField<F extends string>({ rows = 4, maxLength, ...props }: FieldProps<F> & { rows?: number; maxLength?: number }) {
  return <AdminInput {...props}>{(input, invalid) => <InputTextarea {...input} rows={rows} maxLength={maxLength} invalid={invalid} />}</AdminInput>;
}

/** A choice from a vocabulary (a native select: keyboard and screen readers know it). */
export function SelectField<F extends string>({ options, placeholder = true, ...props }: FieldProps<F> & { options: Record<string, MessageDescriptor>; placeholder?: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <AdminInput {...props}>
      {(input, invalid) => (
        <select {...input} className={invalid ? 'p-inputtext p-invalid admin-select' : 'p-inputtext admin-select'}>
          {placeholder ? <option value="">{t`Choose…`}</option> : null}
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {i18n._(text)}
            </option>
          ))}
        </select>
      )}
    </AdminInput>
  );
}

/** Several choices as checkboxes in a fieldset; the form keeps them as a comma-separated list. */
export function CheckboxesField<F extends string>({
  form,
  name,
  legend,
  hint,
  options,
}: {
  form: AdminForm<F>;
  name: NoInfer<F>;
  legend: ReactNode;
  hint?: ReactNode;
  options: Record<string, MessageDescriptor>;
}) {
  const { i18n } = useLingui();
  const { field, error } = useAdminField(form, name);
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
      {hint ? <p className="form-field__hint">{hint}</p> : null}
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
