import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { InputText } from 'primereact/inputtext';
import { LabelledField } from '../../../components/labelled-field';
import type { CheckedForm } from '../../../components/use-checked-form';

interface PasswordFieldProps<V extends FieldValues> {
  form: CheckedForm<V>;
  name: Path<V> & keyof V & string;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  /** Called as the person types (to take back a "done" message). */
  onType?: () => void;
}

/** A required password input of the account settings, with its label, hint and error. */
export function PasswordField<V extends FieldValues>({ form, name, label, hint, autoComplete, onType }: PasswordFieldProps<V>) {
  const error = form.messageOf(name);
  return (
    <LabelledField id={form.idOf(name)} label={label} hint={hint} required error={error}>
      {(input) => <InputText {...input} {...form.form.register(name, { onChange: onType })} type="password" autoComplete={autoComplete} invalid={error !== undefined} />}
    </LabelledField>
  );
}
