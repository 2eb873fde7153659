import { useController } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckedForm } from '../../../components/use-checked-form';
import type { RoundValues } from './round-model';

export interface Person {
  userId: number;
  fullName: string;
}

/** The round's panel (checkboxes) and its lead (a select), chosen among the job's hiring team; the form keeps ids as text. */
export function PanelFields({ form, people }: { form: CheckedForm<RoundValues>; people: Person[] }) {
  const { t } = useLingui();
  const { field: panel } = useController({ control: form.form.control, name: 'panelIds' });
  const { field: lead } = useController({ control: form.form.control, name: 'leadId' });
  const chosen = panel.value.split(',').filter(Boolean);
  const toggle = (id: string, on: boolean) => panel.onChange(people.map((p) => String(p.userId)).filter((p) => (p === id ? on : chosen.includes(p))).join(','));
  const panelId = form.idOf('panelIds');
  const leadId = form.idOf('leadId');
  const panelError = form.messageOf('panelIds');
  const leadError = form.messageOf('leadId');
  return (
    <>
      <fieldset id={panelId} className="admin-checkboxes" tabIndex={-1}>
        <legend className="form-field__label">
          <Trans>Panel (from the job's hiring team)</Trans>
        </legend>
        {people.length ? null : (
          <p className="form-field__hint">
            <Trans>The job's hiring team has nobody yet: add members on the job's page first.</Trans>
          </p>
        )}
        {people.map((p) => (
          <div key={p.userId} className="admin-checkboxes__option">
            <input type="checkbox" id={`${panelId}-${p.userId}`} checked={chosen.includes(String(p.userId))} onChange={(e) => toggle(String(p.userId), e.target.checked)} />
            <label htmlFor={`${panelId}-${p.userId}`}>{p.fullName}</label>
          </div>
        ))}
        {panelError ? <p className="form-field__error">{panelError}</p> : null}
      </fieldset>
      <div className="form-field">
        <label className="form-field__label" htmlFor={leadId}>
          <Trans>Panel lead</Trans>
        </label>
        <select id={leadId} className="p-inputtext admin-select" value={lead.value} onChange={(e) => lead.onChange(e.target.value)} aria-invalid={leadError ? true : undefined}>
          <option value="">{t`No lead yet`}</option>
          {people.map((p) => (
            <option key={p.userId} value={p.userId}>
              {p.fullName}
            </option>
          ))}
        </select>
        {leadError ? <p className="form-field__error">{leadError}</p> : null}
      </div>
    </>
  );
}
