import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';

interface GuestPickerProps {
  id: string;
  value: string[];
  onChange: (guests: string[]) => void;
  /** The demo users' names: the only guests that can be invited. */
  people: string[];
}

/** Guests from the demo users: a field that suggests names (Enter or Add invites), and the invited as removable chips. */
export function GuestPicker({ id, value, onChange, people }: GuestPickerProps) {
  const { t } = useLingui();
  const listId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const invite = () => {
    const name = people.find((person) => person.toLocaleLowerCase() === text.trim().toLocaleLowerCase());
    if (!name) {
      setProblem(text.trim() ? t`Choose a name from the list of users.` : null);
      return;
    }
    if (!value.includes(name)) onChange([...value, name]);
    setText('');
    setProblem(null);
  };
  return (
    <div className="guest-picker">
      <div className="guest-picker__row">
        <input
          id={id}
          className="p-inputtext"
          list={listId}
          value={text}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            invite();
          }}
        />
        <button type="button" className="p-button p-button-outlined" onClick={invite}>
          {t`Invite`}
        </button>
      </div>
      <datalist id={listId}>
        {people
          .filter((person) => !value.includes(person))
          .map((person) => (
            <option key={person} value={person} />
          ))}
      </datalist>
      {problem && (
        <p id={`${id}-problem`} className="panel-field__error">
          {problem}
        </p>
      )}
      {value.length > 0 && (
        <ul className="guest-picker__chips" aria-label={t`Invited`}>
          {value.map((guest) => (
            <li key={guest} className="guest-picker__chip">
              <span>{guest}</span>
              <button type="button" aria-label={t`Remove ${guest}`} onClick={() => onChange(value.filter((g) => g !== guest))}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
