import { Controller, type UseFormReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { ariaOf, errorAt, Field } from '../form-kit';
import { NewPasswordInput } from '../new-password-input';
import { HIDDEN_NATIVE_SELECT } from '../../../components/prime-fixes';
import { COUNTRY_CODES, LANGUAGE_CODES, type WizardValues } from './schema';

type Form = UseFormReturn<WizardValues>;

export function AccountStep({ form }: { form: Form }) {
  const { register, control, formState } = form;
  const error = (name: keyof WizardValues) => errorAt(formState.errors, name);
  return (
    <div className="demo-form__grid">
      <Field id="w-username" label={<Trans>Username</Trans>} hint={<Trans>3 to 20 letters, digits or underscores.</Trans>} error={error('username')} required>
        {(aria) => <InputText {...aria} {...register('username')} autoComplete="username" />}
      </Field>
      <Field id="w-email" label={<Trans>E-mail</Trans>} error={error('email')} required>
        {(aria) => <InputText {...aria} {...register('email')} type="email" autoComplete="email" />}
      </Field>
      {(['password', 'confirmPassword'] as const).map((name) => (
        <Field
          key={name}
          id={`w-${name}`}
          label={name === 'password' ? <Trans>Password</Trans> : <Trans>Confirm the password</Trans>}
          hint={name === 'password' ? <Trans>At least 8 characters.</Trans> : undefined}
          error={error(name)}
          required
        >
          {(aria) => <NewPasswordInput name={name} control={control} aria={aria} />}
        </Field>
      ))}
    </div>
  );
}

export function PersonalStep({ form }: { form: Form }) {
  const { t, i18n } = useLingui();
  const { register, control, formState } = form;
  const error = (name: keyof WizardValues) => errorAt(formState.errors, name);
  const regions = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  const languages = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  const countryOptions = COUNTRY_CODES.map((code) => ({ value: code, label: regions.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  const languageOptions = LANGUAGE_CODES.map((code) => ({ value: code, label: languages.of(code) ?? code }));
  return (
    <div className="demo-form__grid">
      <Field id="w-first-name" label={<Trans>First name</Trans>} error={error('firstName')} required>
        {(aria) => <InputText {...aria} {...register('firstName')} autoComplete="given-name" />}
      </Field>
      <Field id="w-last-name" label={<Trans>Last name</Trans>} error={error('lastName')} required>
        {(aria) => <InputText {...aria} {...register('lastName')} autoComplete="family-name" />}
      </Field>
      <Field id="w-country" label={<Trans>Country</Trans>} error={error('country')} required>
        {(aria) => (
          <Controller
            name="country"
            control={control}
            render={({ field }) => (
              <Dropdown inputId={aria.id} focusInputRef={field.ref} value={field.value} options={countryOptions} onChange={(e) => field.onChange(e.value as string)} onBlur={field.onBlur} placeholder={t`Choose a country`} filter pt={HIDDEN_NATIVE_SELECT} {...ariaOf(aria)} />
            )}
          />
        )}
      </Field>
      <Field id="w-languages" label={<Trans>Languages you speak</Trans>} hint={<Trans>At least one.</Trans>} error={error('languages')} required>
        {(aria) => (
          <Controller
            name="languages"
            control={control}
            render={({ field }) => (
              <MultiSelect inputId={aria.id} value={field.value} options={languageOptions} onChange={(e) => field.onChange(e.value as string[])} onBlur={field.onBlur} placeholder={t`Choose languages`} display="chip" {...ariaOf(aria)} />
            )}
          />
        )}
      </Field>
    </div>
  );
}

export function AddressStep({ form }: { form: Form }) {
  const { register, formState } = form;
  const error = (name: keyof WizardValues) => errorAt(formState.errors, name);
  return (
    <div className="demo-form__grid">
      <Field id="w-address" label={<Trans>Address</Trans>} error={error('address')} required>
        {(aria) => <InputText {...aria} {...register('address')} autoComplete="street-address" />}
      </Field>
      <Field id="w-postcode" label={<Trans>Postcode</Trans>} hint={<Trans>Four digits, a hyphen and three digits.</Trans>} error={error('postcode')} required>
        {(aria) => <InputText {...aria} {...register('postcode')} autoComplete="postal-code" />}
      </Field>
      <Field id="w-city" label={<Trans>City</Trans>} error={error('city')} required>
        {(aria) => <InputText {...aria} {...register('city')} autoComplete="address-level2" />}
      </Field>
      <Field id="w-landmark" label={<Trans>Landmark (optional)</Trans>} error={error('landmark')}>
        {(aria) => <InputText {...aria} {...register('landmark')} />}
      </Field>
    </div>
  );
}

export function SocialStep({ form }: { form: Form }) {
  const { register, formState } = form;
  const error = (name: keyof WizardValues) => errorAt(formState.errors, name);
  return (
    <div className="demo-form__grid">
      <Field id="w-linkedin" label={<Trans>LinkedIn profile (optional)</Trans>} hint={<Trans>Starts with https://.</Trans>} error={error('linkedin')}>
        {(aria) => <InputText {...aria} {...register('linkedin')} type="url" />}
      </Field>
      <Field id="w-website" label={<Trans>Website (optional)</Trans>} hint={<Trans>Starts with http:// or https://.</Trans>} error={error('website')}>
        {(aria) => <InputText {...aria} {...register('website')} type="url" autoComplete="url" />}
      </Field>
    </div>
  );
}
