import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { InputSwitch } from 'primereact/inputswitch';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { SelectButton } from 'primereact/selectbutton';
import { ShowcaseSection } from '../../../components/showcase';
import { Field } from '../form-kit';
import { HIDDEN_NATIVE_SELECT, SWITCH_ROLE } from '../../../components/prime-fixes';

/** Checkboxes, radio buttons, a switch, a select with search, a multi-select and a segmented choice. */
export function ChoiceInputs() {
  const { t } = useLingui();
  const contracts = [
    { value: 'permanent', label: t`Permanent` },
    { value: 'fixed', label: t`Fixed term` },
    { value: 'locum', label: t`Locum` },
  ];
  const departments = [t`Cardiology`, t`Emergency medicine`, t`Neurology`, t`Oncology`, t`Paediatrics`, t`Radiology`, t`Surgery`].map((label) => ({ value: label, label }));
  const [benefits, setBenefits] = useState<string[]>(['meals']);
  const [contract, setContract] = useState('permanent');
  const [alerts, setAlerts] = useState(true);
  const [department, setDepartment] = useState<string | null>(null);
  const [wards, setWards] = useState<string[]>([]);
  const [schedule, setSchedule] = useState('day');
  const benefitOptions = [
    { value: 'meals', label: t`Meal allowance` },
    { value: 'training', label: t`Training budget` },
    { value: 'childcare', label: t`Childcare` },
  ];
  return (
    <ShowcaseSection title={<Trans>Choices</Trans>}>
      <div className="demo-form">
        <Field id="fe-benefits" label={<Trans>Benefits that matter to you</Trans>} group>
          {() => (
            <div className="demo-choices">
              {benefitOptions.map((option) => (
                <div key={option.value} className="demo-choice">
                  <Checkbox inputId={`fe-benefit-${option.value}`} checked={benefits.includes(option.value)} onChange={(e) => setBenefits(e.checked ? [...benefits, option.value] : benefits.filter((b) => b !== option.value))} />
                  <label htmlFor={`fe-benefit-${option.value}`}>{option.label}</label>
                </div>
              ))}
            </div>
          )}
        </Field>
        <Field id="fe-contract" label={<Trans>Contract</Trans>} group>
          {() => (
            <div className="demo-choices">
              {contracts.map((option) => (
                <div key={option.value} className="demo-choice">
                  <RadioButton inputId={`fe-contract-${option.value}`} name="fe-contract" value={option.value} checked={contract === option.value} onChange={(e) => setContract(e.value as string)} />
                  <label htmlFor={`fe-contract-${option.value}`}>{option.label}</label>
                </div>
              ))}
            </div>
          )}
        </Field>
        <div className="demo-choice">
          <InputSwitch inputId="fe-alerts" checked={alerts} onChange={(e) => setAlerts(Boolean(e.value))} pt={SWITCH_ROLE} />
          <label htmlFor="fe-alerts">
            <Trans>E-mail me new jobs</Trans>
          </label>
        </div>
        <Field id="fe-department" label={<Trans>Department</Trans>}>
          {(aria) => <Dropdown inputId={aria.id} value={department} options={departments} onChange={(e) => setDepartment(e.value as string)} filter showClear placeholder={t`Choose a department`} pt={HIDDEN_NATIVE_SELECT} />}
        </Field>
        <Field id="fe-wards" label={<Trans>Wards you know</Trans>}>
          {(aria) => <MultiSelect inputId={aria.id} value={wards} options={departments} onChange={(e) => setWards(e.value as string[])} display="chip" placeholder={t`Choose wards`} filter />}
        </Field>
        <Field id="fe-schedule" label={<Trans>Schedule</Trans>} group>
          {() => (
            <SelectButton
              value={schedule}
              onChange={(e) => e.value && setSchedule(e.value as string)}
              options={[
                { value: 'day', label: t`Days` },
                { value: 'night', label: t`Nights` },
                { value: 'both', label: t`Both` },
              ]}
              allowEmpty={false}
            />
          )}
        </Field>
      </div>
    </ShowcaseSection>
  );
}
