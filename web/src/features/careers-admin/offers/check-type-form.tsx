import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import { FormErrorSummary } from '../../../components/form-error-summary';
import type { FieldErrors } from '../../../components/form-state';
import { useCheckedForm } from '../../../components/use-checked-form';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { ADMIN_REFUSALS } from '../refusals';
import { CHECK_CATEGORY_LABELS, CHECK_EVIDENCE_LABELS, CHECK_OWNER_LABELS } from '../../../lib/offer-vocabulary';
import type { components } from '../../../api/schema';
import { SelectField, TextField } from '../job-form-fields';

export type CheckType = components['schemas']['CheckType'];
type Field = 'key' | 'en' | 'fr' | 'de' | 'pt' | 'category' | 'evidence' | 'owner' | 'validityDays' | 'active';
const FIELDS: Field[] = ['key', 'en', 'fr', 'de', 'pt', 'category', 'evidence', 'owner', 'validityDays', 'active'];
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const ACTIVE_LABELS = { yes: msg`In use`, no: msg`No longer used` };

function validate(taken: string[]) {
  return (v: Record<Field, string>): FieldErrors<Field> => {
    const days = Number(v.validityDays);
    const label = (value: string) => (value.trim() ? null : msg`Enter the name in this language.`);
    return {
      key: !KEY_PATTERN.test(v.key) || v.key.length > 40 ? msg`Use lower-case letters, digits and dashes (at most 40).` : taken.includes(v.key) ? msg`Another check type has this key.` : null,
      en: label(v.en),
      fr: label(v.fr),
      de: label(v.de),
      pt: label(v.pt),
      category: v.category ? null : msg`Choose a category.`,
      evidence: v.evidence ? null : msg`Choose the evidence.`,
      owner: v.owner ? null : msg`Choose who carries it out.`,
      validityDays: v.validityDays === '' || (Number.isInteger(days) && days >= 1 && days <= 3650) ? null : msg`Enter a number of days from 1 to 3650, or leave it empty.`,
    };
  };
}

const valuesOf = (type: CheckType | null): Record<Field, string> => ({
  key: type?.key ?? '',
  en: type?.labels.en ?? '',
  fr: type?.labels.fr ?? '',
  de: type?.labels.de ?? '',
  pt: type?.labels.pt ?? '',
  category: type?.category ?? '',
  evidence: type?.evidence ?? '',
  owner: type?.owner ?? '',
  validityDays: type?.validityDays ? String(type.validityDays) : '',
  active: type && !type.active ? 'no' : 'yes',
});

/** One check type of the catalogue: its key (fixed once made), its name in four languages, category, evidence, owner, validity. */
export function CheckTypeForm({ type, takenKeys, save, onCancel }: { type: CheckType | null; takenKeys: string[]; save: (type: CheckType) => Promise<void>; onCancel: () => void }) {
  const { t } = useLingui();
  const form = useCheckedForm<Record<Field, string>>({
    id: 'check-type',
    fields: FIELDS,
    defaultValues: valuesOf(type),
    validate: validate(takenKeys),
    unexpectedError: msg`We could not reach the server. Check your connection and try again.`,
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await save({
        key: v.key,
        labels: { en: v.en.trim(), fr: v.fr.trim(), de: v.de.trim(), pt: v.pt.trim() },
        category: v.category as CheckType['category'],
        evidence: v.evidence as CheckType['evidence'],
        owner: v.owner as CheckType['owner'],
        validityDays: v.validityDays ? Number(v.validityDays) : null,
        active: v.active === 'yes',
      });
    } catch (error) {
      form.fail({}, problemText(apiProblem(error), ADMIN_REFUSALS));
    }
  });
  return (
    <section className="admin-job-form" aria-labelledby="check-type-title">
      <h2 id="check-type-title">{type ? t`Change the check type` : t`Add a check type`}</h2>
      <FormErrorSummary form={form} id="check-type-summary" title={<Trans>There is a problem</Trans>} />
      <form noValidate onSubmit={submit} className="admin-form">
        <fieldset disabled={form.submitting} className="admin-form__body">
          <div className="admin-form__grid field-grid">
            {type ? null : <TextField form={form} name="key" label={<Trans>Key (fixed once saved)</Trans>} required maxLength={40} />}
            <TextField form={form} name="en" label={<Trans>Name in English</Trans>} required maxLength={120} />
            <TextField form={form} name="fr" label={<Trans>Name in French</Trans>} required maxLength={120} />
            <TextField form={form} name="de" label={<Trans>Name in German</Trans>} required maxLength={120} />
            <TextField form={form} name="pt" label={<Trans>Name in Portuguese</Trans>} required maxLength={120} />
            <SelectField form={form} name="category" label={<Trans>Category</Trans>} options={CHECK_CATEGORY_LABELS} required />
            <SelectField form={form} name="evidence" label={<Trans>Evidence</Trans>} options={CHECK_EVIDENCE_LABELS} required />
            <SelectField form={form} name="owner" label={<Trans>Carried out by</Trans>} options={CHECK_OWNER_LABELS} required />
            <TextField form={form} name="validityDays" type="number" inputMode="numeric" label={<Trans>Valid for (days)</Trans>} hint={<Trans>A follow-up comes before the evidence expires. Leave empty when it does not expire.</Trans>} />
            <SelectField form={form} name="active" label={<Trans>Use</Trans>} options={ACTIVE_LABELS} placeholder={false} />
          </div>
        </fieldset>
        <div className="admin-form__actions">
          <BusyButton type="submit" label={t`Save the check type`} className="form-action" busy={form.submitting} />
          <Button type="button" text label={t`Cancel`} onClick={onCancel} />
        </div>
      </form>
    </section>
  );
}
