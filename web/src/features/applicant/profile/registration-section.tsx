import { Trans, useLingui } from '@lingui/react/macro';
import { DateField, fieldId, LEN, ProfileSection, SECTION_IDS, TextField, type SectionProps } from './section';
import type { Profile } from './model';

type Registration = Profile['registration'];

/** The regulatory body, registration number and its expiry (for regulated professions). */
export function RegistrationSection({ profile, update, errorOf }: SectionProps) {
  const { t } = useLingui();
  const set = <K extends keyof Registration>(key: K) => (value: Registration[K]) => update((p) => ({ ...p, registration: { ...p.registration, [key]: value } }));
  const { registration } = profile;
  return (
    <ProfileSection
      id={SECTION_IDS.registration}
      title={<Trans>Professional registration</Trans>}
      intro={<Trans>If your profession is regulated (nursing, medicine, pharmacy, laboratory…), give your current registration.</Trans>}
    >
      <div className="applicant-grid field-grid">
        <TextField
          id={fieldId.profile('registration-body')}
          label={t`Regulatory body`}
          hint={<Trans>For example, the Nursing Council.</Trans>}
          value={registration.body}
          onChange={set('body')}
          maxLength={LEN.registrationBody}
        />
        <TextField id={fieldId.profile('registration-number')} label={t`Registration number`} value={registration.number} onChange={set('number')} maxLength={LEN.registrationNumber} />
        <DateField
          id={fieldId.profile('registration-expiryDate')}
          label={t`Expiry date`}
          value={registration.expiryDate}
          onChange={set('expiryDate')}
          error={errorOf(fieldId.profile('registration-expiryDate'))}
        />
      </div>
    </ProfileSection>
  );
}
