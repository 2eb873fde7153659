import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../components/busy-button';
import { LabelledField } from '../../components/labelled-field';

interface ChoiceFieldProps {
  label: string;
  error?: string;
  required?: boolean;
  choices: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
}

/** A labelled native select bound to react-hook-form (role, plan, status, language...). */
export function ChoiceField({ label, error, required, choices, registration }: ChoiceFieldProps) {
  return (
    <LabelledField label={label} error={error} required={required}>
      {(a11y) => (
        <select {...a11y} {...registration} className="p-inputtext demo-select">
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** Save and Reset of an edit tab (Reset puts back what was last saved). */
export function TabActions({ saving, dirty, onReset }: { saving: boolean; dirty: boolean; onReset: () => void }) {
  const { t } = useLingui();
  return (
    <div className="demo-form__actions">
      <BusyButton type="submit" label={t`Save changes`} busy={saving} className="form-action" />
      <Button type="button" label={t`Reset`} outlined onClick={onReset} disabled={!dirty} />
    </div>
  );
}
