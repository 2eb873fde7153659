import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { DEMO_BIO_MAX, DemoAccountInfoInputSchema, type DemoAccountInfoInput } from '../../../../common/demo-account';
import { COUNTRY_CODES } from '../../../../common/countries';
import { $api } from '../../lib/query';
import { blankAwareResolver } from './blank-resolver';
import { useSettingsSave } from './use-settings-save';
import { SaveBar } from './save-bar';
import { SettingsField } from './settings-field';
import type { AccountSettings } from './api';

const FIELDS = ['bio', 'dob', 'country', 'website', 'phone'] as const;
type InfoForm = { bio: string; dob: string; country: string; website: string; phone: string };

const valuesOf = (info: AccountSettings['info']): InfoForm => ({ bio: info.bio, dob: info.dob ?? '', country: info.country, website: info.website, phone: info.phone });

/** The countries, named and sorted in the page's language. */
function useCountries() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
  }, [i18n.locale]);
}

/** Information: bio, birth date, country, web site and phone. */
export function InfoTab({ settings }: { settings: AccountSettings }) {
  const { t } = useLingui();
  const countries = useCountries();
  const form = useForm<InfoForm>({ resolver: blankAwareResolver(DemoAccountInfoInputSchema), defaultValues: valuesOf(settings.info) });
  const { register, handleSubmit, reset, watch, formState } = form;
  const { problem, saving } = useSettingsSave(form, FIELDS, (saved) => valuesOf(saved.info));
  const save = $api.useMutation('post', '/api/account-setting/info');
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;
  const today = new Date().toISOString().slice(0, 10);
  const bioLength = [...(watch('bio') ?? '')].length;

  const submit = handleSubmit((values) => {
    save.mutate({ body: values as unknown as DemoAccountInfoInput }, saving());
  });

  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-label={t`Information`}>
      <div className="settings-grid">
        <SettingsField
          id="info-bio"
          label={<Trans>Bio</Trans>}
          hint={<Trans>{bioLength} of {DEMO_BIO_MAX} characters</Trans>}
          error={error('bio')}
          className="settings-field--wide"
        >
          {(control) => <InputTextarea {...control} {...register('bio')} rows={4} autoResize invalid={Boolean(error('bio'))} />}
        </SettingsField>
        <SettingsField id="info-dob" label={<Trans>Birth date</Trans>} error={error('dob')}>
          {(control) => <InputText {...control} {...register('dob')} type="date" min="1900-01-01" max={today} autoComplete="bday" invalid={Boolean(error('dob'))} />}
        </SettingsField>
        <SettingsField id="info-country" label={<Trans>Country</Trans>} error={error('country')}>
          {(control) => (
            <select {...control} {...register('country')} className="p-inputtext" autoComplete="country">
              <option value="">{t`Not given`}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </SettingsField>
        <SettingsField id="info-website" label={<Trans>Web site</Trans>} hint={<Trans>Starting with https:// or http://</Trans>} error={error('website')}>
          {(control) => <InputText {...control} {...register('website')} type="url" inputMode="url" autoComplete="url" invalid={Boolean(error('website'))} />}
        </SettingsField>
        <SettingsField id="info-phone" label={<Trans>Phone</Trans>} hint={<Trans>Digits, spaces and dashes, with + and the country code if you like.</Trans>} error={error('phone')}>
          {(control) => <InputText {...control} {...register('phone')} type="tel" autoComplete="tel" invalid={Boolean(error('phone'))} />}
        </SettingsField>
      </div>
      <SaveBar saving={save.isPending} saved={save.isSuccess} dirty={formState.isDirty} onReset={() => reset(valuesOf(settings.info))} problem={problem} />
    </form>
  );
}
