import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { AppIcon } from '../shared/icons';
import { move } from './model';

interface EntryListProps<T extends { id: string }> {
  /** Prefix of the ids of the entries and their buttons. */
  id: string;
  entries: T[];
  onChange: (entries: T[]) => void;
  create: () => T;
  max: number;
  /** The name of entry `n` (1-based), e.g. "Referee 2": legend and button names. */
  name: (n: number) => string;
  /** A line that says which entry it is (the employer, the school...), beside its name. */
  caption: (entry: T) => string;
  addLabel: string;
  empty: ReactNode;
  children: (entry: T, set: (patch: Partial<T>) => void, n: number) => ReactNode;
}

type Focus = { id: string; target: 'first' | 'up' | 'down' } | { id: null; target: 'add' };

/**
 * A list of entries the applicant adds, edits, removes and puts in order with Move up / Move down
 * buttons (so ordering works with the keyboard alone). Focus follows the entry that moved, goes to
 * the first field of a new entry and to the Add button after a removal; a live region says what
 * happened.
 */
export function EntryList<T extends { id: string }>(props: EntryListProps<T>) {
  const { id, entries, onChange, create, max, name, caption, addLabel, empty, children } = props;
  const { t } = useLingui();
  const [focus, setFocus] = useState<Focus | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focus) return;
    setFocus(null);
    if (focus.target === 'add') return void document.getElementById(`${id}-add`)?.focus();
    const box = document.getElementById(`${id}-${focus.id}`);
    if (focus.target === 'first') return void box?.querySelector<HTMLElement>('input, textarea, select')?.focus();
    const wanted = document.getElementById(`${id}-${focus.id}-${focus.target}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${id}-${focus.id}-${focus.target === 'up' ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focus, id]);

  const add = () => {
    const entry = create();
    onChange([...entries, entry]);
    setFocus({ id: entry.id, target: 'first' });
    const added = name(entries.length + 1);
    setAnnouncement(t`${added} added.`);
  };
  const remove = (index: number) => {
    const removed = name(index + 1);
    onChange(entries.filter((_, i) => i !== index));
    setFocus({ id: null, target: 'add' });
    setAnnouncement(t`${removed} removed.`);
  };
  const shift = (index: number, by: -1 | 1) => {
    const entry = entries[index]!;
    const position = index + by + 1;
    const total = entries.length;
    onChange(move(entries, index, index + by));
    setFocus({ id: entry.id, target: by < 0 ? 'up' : 'down' });
    setAnnouncement(t`Moved to position ${position} of ${total}.`);
  };
  const set = (index: number) => (patch: Partial<T>) => onChange(entries.map((e, i) => (i === index ? { ...e, ...patch } : e)));

  return (
    <div className="entry-list">
      {entries.length === 0 ? <p className="entry-list__empty">{empty}</p> : null}
      <ol className="entry-list__items">
        {entries.map((entry, index) => {
          const n = index + 1;
          const label = name(n);
          const about = caption(entry).trim();
          return (
            <li key={entry.id}>
              <fieldset id={`${id}-${entry.id}`} className="entry">
                <legend className="entry__legend">
                  {label}
                  {about ? <span className="entry__caption">: {about}</span> : null}
                </legend>
                <div className="entry__fields">{children(entry, set(index), n)}</div>
                <div className="entry__actions">
                  <Button
                    type="button"
                    id={`${id}-${entry.id}-up`}
                    outlined
                    size="small"
                    icon={<AppIcon name="up" />}
                    label={t`Move up`}
                    aria-label={t`Move up: ${label}`}
                    disabled={index === 0}
                    onClick={() => shift(index, -1)}
                  />
                  <Button
                    type="button"
                    id={`${id}-${entry.id}-down`}
                    outlined
                    size="small"
                    icon={<AppIcon name="down" />}
                    label={t`Move down`}
                    aria-label={t`Move down: ${label}`}
                    disabled={index === entries.length - 1}
                    onClick={() => shift(index, 1)}
                  />
                  <Button
                    type="button"
                    outlined
                    severity="danger"
                    size="small"
                    icon={<AppIcon name="trash" />}
                    label={t`Remove`}
                    aria-label={t`Remove: ${label}`}
                    onClick={() => remove(index)}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {entries.length < max ? (
        <Button id={`${id}-add`} type="button" outlined icon={<AppIcon name="plus" />} label={addLabel} onClick={add} />
      ) : (
        <p className="entry-list__full">
          <Trans>You have added the most entries this section takes.</Trans>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
