import { Trans, useLingui } from '@lingui/react/macro';
import { EntryList } from './entry-list';
import { EntryDates, profileList } from './entry-lists';
import { fieldId, LEN, ProfileSection, SECTION_IDS, TextField, type SectionProps } from './section';

/** Schools, colleges and universities, in the order the applicant chooses (most recent first). */
export function EducationSection({ profile, update, errorOf }: SectionProps) {
  const { t } = useLingui();
  const id = (entryId: string, name: string) => fieldId.entry('education', entryId, name);
  return (
    <ProfileSection id={SECTION_IDS.education} title={<Trans>Education history</Trans>} intro={<Trans>Your qualifications, most recent first.</Trans>}>
      <EntryList
        {...profileList('education', { profile, update })}
        name={(n) => t`Education ${n}`}
        caption={(e) => [e.qualification, e.institution].filter(Boolean).join(', ')}
        addLabel={t`Add a qualification`}
        empty={<Trans>No qualifications yet.</Trans>}
      >
        {(entry, set) => (
          <div className="applicant-grid field-grid">
            <TextField id={id(entry.id, 'institution')} label={t`School, college or university`} value={entry.institution} onChange={(v) => set({ institution: v })} maxLength={LEN.entryText} />
            <TextField
              id={id(entry.id, 'qualification')}
              label={t`Qualification`}
              hint={<Trans>For example, Bachelor of Science in Nursing.</Trans>}
              value={entry.qualification}
              onChange={(v) => set({ qualification: v })}
              maxLength={LEN.entryText}
            />
            <TextField id={id(entry.id, 'fieldOfStudy')} label={t`Field of study (optional)`} value={entry.fieldOfStudy} onChange={(v) => set({ fieldOfStudy: v })} maxLength={LEN.entryText} />
            <EntryDates idOf={(name) => id(entry.id, name)} entry={entry} set={set} endHint={<Trans>Leave empty if you are still studying.</Trans>} errorOf={errorOf} />
            <TextField id={id(entry.id, 'grade')} label={t`Grade or class (optional)`} value={entry.grade} onChange={(v) => set({ grade: v })} maxLength={LEN.grade} />
          </div>
        )}
      </EntryList>
    </ProfileSection>
  );
}

/** Posts held, in the order the applicant chooses (most recent first). */
export function EmploymentSection({ profile, update, errorOf }: SectionProps) {
  const { t } = useLingui();
  const id = (entryId: string, name: string) => fieldId.entry('employment', entryId, name);
  return (
    <ProfileSection id={SECTION_IDS.employment} title={<Trans>Employment history</Trans>} intro={<Trans>The posts you have held, most recent first.</Trans>}>
      <EntryList
        {...profileList('employment', { profile, update })}
        name={(n) => t`Employment ${n}`}
        caption={(e) => [e.position, e.employer].filter(Boolean).join(', ')}
        addLabel={t`Add a post`}
        empty={<Trans>No posts yet.</Trans>}
      >
        {(entry, set) => (
          <>
            <div className="applicant-grid field-grid">
              <TextField id={id(entry.id, 'employer')} label={t`Employer`} value={entry.employer} onChange={(v) => set({ employer: v })} maxLength={LEN.entryText} />
              <TextField id={id(entry.id, 'position')} label={t`Position`} value={entry.position} onChange={(v) => set({ position: v })} maxLength={LEN.entryText} />
              <EntryDates idOf={(name) => id(entry.id, name)} entry={entry} set={set} endHint={<Trans>Leave empty for your current post.</Trans>} errorOf={errorOf} />
            </div>
            <TextField
              id={id(entry.id, 'duties')}
              label={t`Main duties (optional)`}
              value={entry.duties}
              onChange={(v) => set({ duties: v })}
              maxLength={LEN.duties}
              rows={4}
            />
            <TextField
              id={id(entry.id, 'reasonForLeaving')}
              label={t`Reason for leaving (optional)`}
              value={entry.reasonForLeaving}
              onChange={(v) => set({ reasonForLeaving: v })}
              maxLength={LEN.reasonForLeaving}
            />
          </>
        )}
      </EntryList>
    </ProfileSection>
  );
}
