import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { FormField } from '../../../components/form-field';
import type { FieldBinding } from '../../../components/form-state';

/** The required "Email" field of the auth forms. */
export function EmailField({ field, hint }: { field: FieldBinding; hint?: ReactNode }) {
  return (
    <FormField field={field} label={<Trans>Email</Trans>} hint={hint} required>
      {(input, invalid) => <InputText {...input} type="email" autoComplete="email" spellCheck={false} invalid={invalid} />}
    </FormField>
  );
}
