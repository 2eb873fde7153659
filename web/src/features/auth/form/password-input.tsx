import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import type { FieldInputProps } from '../../../components/form-field';

interface PasswordInputProps {
  input: FieldInputProps;
  invalid: boolean;
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password field with a Show/Hide button (a real button: reachable and usable by keyboard). Its
 * name is its text, "password" added in visually hidden text (WCAG 2.5.3: the shown word is in the name).
 */
export function PasswordInput({ input, invalid, autoComplete }: PasswordInputProps) {
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
      <button
        type="button"
        className="p-button p-component p-button-text password-input__toggle form-action"
        aria-controls={input.id}
        onClick={() => setVisible((v) => !v)}
      >
        <span className="p-button-label">
          {visible ? (
            <Trans>
              Hide<span className="visually-hidden"> password</span>
            </Trans>
          ) : (
            <Trans>
              Show<span className="visually-hidden"> password</span>
            </Trans>
          )}
        </span>
      </button>
    </div>
  );
}
