import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { plausibleEmail } from './rules';
import { EntryList } from './entry-list';
import { profileList } from './entry-lists';
import { fieldId, LEN, ProfileSection, SECTION_IDS, TextField, type SectionProps } from './section';

const INCOMPLETE_EMAIL = msg`This e-mail address looks incomplete. The referee counts once it is a full address, like name@example.com.`;

/** The people who can give a reference: at least two are needed to apply. */
export function RefereesSection({ profile, update, errorOf }: SectionProps) {
  const { t } = useLingui();
  const id = (entryId: string, name: string) => fieldId.entry('referees', entryId, name);
  // An address is judged once the applicant leaves its field, not while it is being typed.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const leave = (entryId: string) => setLeft((ids) => (ids.has(entryId) ? ids : new Set(ids).add(entryId)));
  return (
    <ProfileSection
      id={SECTION_IDS.referees}
      title={<Trans>Referees</Trans>}
      intro={<Trans>At least two people who know your work, one of them your current or most recent line manager. We contact them only with your agreement.</Trans>}
    >
      <EntryList
        {...profileList('referees', { profile, update })}
        name={(n) => t`Referee ${n}`}
        caption={(r) => r.name}
        addLabel={t`Add a referee`}
        empty={<Trans>No referees yet.</Trans>}
      >
        {(entry, set) => (
          <div className="applicant-grid field-grid">
            <TextField id={id(entry.id, 'name')} label={t`Full name`} value={entry.name} onChange={(v) => set({ name: v })} maxLength={LEN.entryText} />
            <TextField id={id(entry.id, 'position')} label={t`Position (optional)`} value={entry.position} onChange={(v) => set({ position: v })} maxLength={LEN.entryText} />
            <TextField id={id(entry.id, 'organisation')} label={t`Organisation`} value={entry.organisation} onChange={(v) => set({ organisation: v })} maxLength={LEN.entryText} />
            <TextField
              id={id(entry.id, 'relationship')}
              label={t`Relationship to you (optional)`}
              hint={<Trans>For example, line manager.</Trans>}
              value={entry.relationship}
              onChange={(v) => set({ relationship: v })}
              maxLength={LEN.entryText}
            />
            <div onBlur={() => leave(entry.id)}>
              <TextField
                id={id(entry.id, 'email')}
                label={t`E-mail address`}
                type="email"
                value={entry.email}
                onChange={(v) => set({ email: v })}
                maxLength={LEN.email}
                autoComplete="off"
                error={left.has(entry.id) && !plausibleEmail(entry.email) ? INCOMPLETE_EMAIL : undefined}
              />
            </div>
            <TextField
              id={id(entry.id, 'phone')}
              label={t`Phone number (optional)`}
              type="tel"
              value={entry.phone}
              onChange={(v) => set({ phone: v })}
              maxLength={LEN.phone}
              error={errorOf(id(entry.id, 'phone'))}
            />
          </div>
        )}
      </EntryList>
    </ProfileSection>
  );
}
