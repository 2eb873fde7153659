import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { InputText } from 'primereact/inputtext';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { Password } from 'primereact/password';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputMask } from 'primereact/inputmask';
import { InputNumber } from 'primereact/inputnumber';
import { ShowcaseSection } from '../../../components/showcase';
import { Field } from '../form-kit';

/** Text, icon, read-only, password (with strength), multi-line, masked and number inputs. */
export function TextInputs() {
  const { i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [notes, setNotes] = useState('');
  const [phone, setPhone] = useState('');
  const [salary, setSalary] = useState<number | null>(32_500);
  const [share, setShare] = useState<number | null>(80);
  return (
    <ShowcaseSection title={<Trans>Text and numbers</Trans>}>
      <div className="demo-form">
        <Field id="fe-text" label={<Trans>Full name</Trans>}>
          {(aria) => <InputText {...aria} autoComplete="name" maxLength={80} />}
        </Field>
        <Field id="fe-search" label={<Trans>Search with an icon</Trans>}>
          {(aria) => (
            <IconField iconPosition="left">
              <InputIcon>
                <Icon icon={Search} size={16} />
              </InputIcon>
              <InputText {...aria} type="search" maxLength={100} />
            </IconField>
          )}
        </Field>
        <Field id="fe-readonly" label={<Trans>Employee number (read-only)</Trans>}>
          {(aria) => <InputText {...aria} value="HRP-004812" readOnly />}
        </Field>
        <Field id="fe-password" label={<Trans>Password</Trans>} hint={<Trans>The meter says how strong it is.</Trans>}>
          {(aria) => <Password inputId={aria.id} aria-describedby={aria['aria-describedby']} value={password} onChange={(e) => setPassword(e.target.value)} toggleMask autoComplete="new-password" />}
        </Field>
        <Field id="fe-notes" label={<Trans>Notes</Trans>} hint={<Trans>Grows with its text.</Trans>}>
          {(aria) => <InputTextarea {...aria} value={notes} onChange={(e) => setNotes(e.target.value)} autoResize rows={3} maxLength={1000} />}
        </Field>
        <Field id="fe-phone" label={<Trans>Phone</Trans>} hint={<Trans>Format: +351 999 999 999</Trans>}>
          {(aria) => <InputMask {...aria} value={phone} onChange={(e) => setPhone(e.target.value ?? '')} mask="+351 999 999 999" autoComplete="tel" />}
        </Field>
        <Field id="fe-salary" label={<Trans>Expected yearly salary</Trans>}>
          {(aria) => <InputNumber inputId={aria.id} value={salary} onValueChange={(e) => setSalary(e.value ?? null)} mode="currency" currency="EUR" locale={i18n.locale} min={0} max={1_000_000} />}
        </Field>
        <Field id="fe-share" label={<Trans>Working time (%)</Trans>}>
          {(aria) => <InputNumber inputId={aria.id} value={share} onValueChange={(e) => setShare(e.value ?? null)} suffix=" %" min={10} max={100} step={10} showButtons locale={i18n.locale} />}
        </Field>
      </div>
    </ShowcaseSection>
  );
}
