import { Trans, useLingui } from '@lingui/react/macro';
import { DateField, fieldId, LEN, ProfileSection, SECTION_IDS, TextField, type SectionProps } from './section';
import type { Profile } from './model';

type Address = Profile['address'];

/** Names, phone, date of birth, nationality, identity document and address. */
export function PersonalSection({ profile, update, errorOf }: SectionProps) {
  const { t } = useLingui();
  const set = <K extends keyof Profile>(key: K) => (value: Profile[K]) => update((p) => ({ ...p, [key]: value }));
  const setAddress = (key: keyof Address) => (value: string) => update((p) => ({ ...p, address: { ...p.address, [key]: value } }));
  const id = fieldId.profile;
  const text = (key: 'firstName' | 'middleName' | 'lastName' | 'nationality' | 'idNumber', label: string, maxLength: number, autoComplete?: string) => (
    <TextField id={id(key)} label={label} value={profile[key]} onChange={set(key)} maxLength={maxLength} autoComplete={autoComplete} error={errorOf(id(key))} />
  );
  const line = (key: keyof Address, label: string, maxLength: number, autoComplete: string) => (
    <TextField id={id(`address-${key}`)} label={label} value={profile.address[key]} onChange={setAddress(key)} maxLength={maxLength} autoComplete={autoComplete} />
  );

  return (
    <ProfileSection id={SECTION_IDS.personal} title={<Trans>Personal details</Trans>}>
      <fieldset className="applicant-group">
        <legend>
          <Trans>Name</Trans>
        </legend>
        <div className="applicant-grid field-grid">
          {text('firstName', t`First name`, LEN.personName, 'given-name')}
          {text('middleName', t`Middle name (optional)`, LEN.personName, 'additional-name')}
          {text('lastName', t`Last name`, LEN.personName, 'family-name')}
        </div>
      </fieldset>
      <div className="applicant-grid field-grid">
        <TextField
          id={id('phone')}
          label={t`Phone number`}
          hint={<Trans>With the country code, e.g. +254 712 345 678.</Trans>}
          type="tel"
          value={profile.phone}
          onChange={set('phone')}
          maxLength={LEN.phone}
          autoComplete="tel"
          error={errorOf(id('phone'))}
        />
        <DateField id={id('dateOfBirth')} label={t`Date of birth`} value={profile.dateOfBirth} onChange={set('dateOfBirth')} autoComplete="bday" error={errorOf(id('dateOfBirth'))} />
        {text('nationality', t`Nationality`, LEN.nationality)}
      </div>
      <fieldset className="applicant-group">
        <legend>
          <Trans>Identity document</Trans>
        </legend>
        <div className="applicant-choices" role="radiogroup" aria-label={t`Type of document`}>
          {(['national-id', 'passport'] as const).map((value) => (
            <label key={value} className="applicant-choice">
              <input type="radio" name="idType" value={value} checked={profile.idType === value} onChange={() => set('idType')(value)} />
              {value === 'national-id' ? <Trans>National ID card</Trans> : <Trans>Passport</Trans>}
            </label>
          ))}
        </div>
        <div className="applicant-grid field-grid">{text('idNumber', t`Document number`, LEN.idNumber)}</div>
      </fieldset>
      <fieldset className="applicant-group">
        <legend>
          <Trans>Address</Trans>
        </legend>
        <div className="applicant-grid field-grid">
          {line('line1', t`Address line 1`, LEN.addressLine, 'address-line1')}
          {line('line2', t`Address line 2 (optional)`, LEN.addressLine, 'address-line2')}
          {line('city', t`Town or city`, LEN.city, 'address-level2')}
          {line('region', t`County, state or region (optional)`, LEN.region, 'address-level1')}
          {line('postalCode', t`Postal code (optional)`, LEN.postalCode, 'postal-code')}
          {line('country', t`Country`, LEN.country, 'country-name')}
        </div>
      </fieldset>
    </ProfileSection>
  );
}
