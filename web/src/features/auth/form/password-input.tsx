import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import type { FieldInputProps } from '../../../components/form-field';

interface PasswordInputProps {
  input: FieldInputProps;
  invalid: boolean;
  autoComplete: 'current-password' | 'new-password';
}

/** A password field with a Show/Hide button (a real button: reachable and usable by keyboard). */
export function PasswordInput({ input, invalid, autoComplete }: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <InputText
        {...input}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        invalid={invalid}
        className="password-input__field"
      />
      <Button
        type="button"
        text
        className="password-input__toggle form-action"
        label={visible ? t`Hide` : t`Show`}
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-controls={input.id}
        onClick={() => setVisible((v) => !v)}
      />
    </div>
  );
}
