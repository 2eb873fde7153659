import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldId } from './rules';
import { PROFILE_LENGTHS as LEN, PROFILE_LIMITS } from '../../../../../common/profile-rules';
import { TextField } from './text-field';
import { ProfileSection, SECTION_IDS, type SectionProps } from './section';

/** Near the limit, screen readers hear how many characters are left once typing pauses. */
const WARN_BELOW = 400;

/** The personal statement, with a character counter (part of the field's description). */
export function StatementSection({ profile, update }: Omit<SectionProps, 'errorOf'>) {
  const { t } = useLingui();
  const id = fieldId.profile('personalStatement');
  const count = profile.personalStatement.length;
  const max = LEN.statement;
  const left = max - count;
  const least = PROFILE_LIMITS.statementComplete;
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(left < WARN_BELOW ? t`${left} characters left.` : ''), 1500);
    return () => clearTimeout(timer);
  }, [left, t]);

  return (
    <ProfileSection
      id={SECTION_IDS.personalStatement}
      title={<Trans>Personal statement</Trans>}
      intro={<Trans>In a few paragraphs: why you want to work at the hospital and what you bring. At least {least} characters.</Trans>}
    >
      <TextField
        id={id}
        label={t`Your statement`}
        value={profile.personalStatement}
        onChange={(value) => update((p) => ({ ...p, personalStatement: value }))}
        maxLength={max}
        rows={8}
        describedBy={`${id}-counter`}
      />
      <p id={`${id}-counter`} className={left < WARN_BELOW ? 'applicant-counter applicant-counter--low' : 'applicant-counter'}>
        <Trans>
          {count} of {max} characters
        </Trans>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </ProfileSection>
  );
}
