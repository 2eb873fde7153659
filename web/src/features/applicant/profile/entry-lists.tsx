import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { newEducation, newEmployment, newReferee, type Profile } from './model';
import { DateField, PROFILE_LIMITS, type SectionProps } from './section';

type ListKey = 'education' | 'employment' | 'referees';
type Entry<K extends ListKey> = Profile[K][number];

const NEW_ENTRY: { [K in ListKey]: () => Entry<K> } = { education: newEducation, employment: newEmployment, referees: newReferee };

/** The props an `EntryList` of the profile takes from its list: id, entries, how they change, a new entry and the most allowed. */
export function profileList<K extends ListKey>(key: K, { profile, update }: Pick<SectionProps, 'profile' | 'update'>) {
  return {
    id: key,
    entries: profile[key] as Entry<K>[],
    onChange: (entries: Entry<K>[]) => update((p) => ({ ...p, [key]: entries })),
    create: NEW_ENTRY[key],
    max: PROFILE_LIMITS[key],
  };
}

interface EntryDatesProps {
  /** The field id of one of the entry's fields, by name. */
  idOf: (name: 'startDate' | 'endDate') => string;
  entry: { startDate: string | null; endDate: string | null };
  set: (change: { startDate?: string | null; endDate?: string | null }) => void;
  /** What an empty end date means for this list ("still studying", "current post"). */
  endHint: ReactNode;
  errorOf: SectionProps['errorOf'];
}

/** An entry's start and end dates; the end date carries the "ends before it starts" problem. */
export function EntryDates({ idOf, entry, set, endHint, errorOf }: EntryDatesProps) {
  const { t } = useLingui();
  return (
    <>
      <DateField id={idOf('startDate')} label={t`Start date`} value={entry.startDate} onChange={(v) => set({ startDate: v })} />
      <DateField id={idOf('endDate')} label={t`End date`} hint={endHint} value={entry.endDate} onChange={(v) => set({ endDate: v })} error={errorOf(idOf('endDate'))} />
    </>
  );
}
