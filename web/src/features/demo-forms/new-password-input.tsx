import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Password } from 'primereact/password';
import { ariaOf, type FieldAria } from './form-kit';

interface NewPasswordInputProps<T extends FieldValues> {
  /** A string field of the form: the password or its confirmation. */
  name: FieldPathByValue<T, string>;
  control: Control<T>;
  /** What `Field` gives its input (id, description, state). */
  aria: FieldAria;
}

/** A password being chosen, on a react-hook-form field: PrimeReact's Password, shown on request, without the strength meter. */
export function NewPasswordInput<T extends FieldValues>({ name, control, aria }: NewPasswordInputProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => <Password inputId={aria.id} inputRef={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} feedback={false} toggleMask autoComplete="new-password" {...ariaOf(aria)} />}
    />
  );
}
