import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { $api } from '../../../lib/query';
import { MAIL_LIMITS } from '../../../../../common/demo-email-rules';
import type { Addressee } from '../mail-types';
import { checkAddresses } from './compose-model';

interface RecipientsFieldProps {
  label: string;
  value: Addressee[];
  onChange: (next: Addressee[]) => void;
  /** The id of the text input (the window's messages point at it). */
  inputId?: string;
  /** The field the window focuses as it opens (lib/dialog-focus.ts). */
  focusOnOpen?: boolean;
  /** A problem the window found (no recipient when sending). */
  problem?: string;
  /** Lets the window commit what is still typed before sending: the recipients then, or null when the text is not an address. */
  registerCommit?: (commit: () => Addressee[] | null) => void;
}

/**
 * Recipients as chips: demo users suggested as you type (the browser's own suggestion list, from
 * the users API), and any address typed by hand, checked when it is added (Enter, comma, semicolon
 * or leaving the field). Each chip has a remove button.
 */
export function RecipientsField({ label, value, onChange, inputId, focusOnOpen, problem, registerCommit }: RecipientsFieldProps) {
  const { t } = useLingui();
  const ownId = useId();
  const id = inputId ?? `${ownId}-input`;
  const listId = `${ownId}-suggestions`;
  const errorId = `${ownId}-error`;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const users = $api.useQuery('get', '/api/apps/user/users', { params: { query: { q: query, perPage: 8 } } }, { enabled: query.length > 0, placeholderData: keepPreviousData });
  const known = useMemo(() => new Map((users.data?.users ?? []).map((u) => [u.email.toLowerCase(), u.fullName])), [users.data]);

  /** Adds what is typed; keeps the text that is not an address (with its error). */
  const commit = (): Addressee[] | null => {
    const { valid, invalid: bad } = checkAddresses(text);
    const next = [...value];
    for (const address of valid) {
      if (next.length >= MAIL_LIMITS.recipients) break;
      if (!next.some((r) => r.email.toLowerCase() === address.toLowerCase())) next.push({ name: known.get(address.toLowerCase()) ?? '', email: address });
    }
    if (next.length !== value.length) onChange(next);
    setInvalid(bad);
    setText(bad.join(', '));
    return bad.length === 0 ? next : null;
  };
  registerCommit?.(commit);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',' || event.key === ';') && text.trim()) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const message = invalid.length ? t`Not an e-mail address: ${invalid.join(', ')}` : problem;
  return (
    <div className="recipients">
      <label htmlFor={id} className="recipients__label">
        {label}
      </label>
      <div className="recipients__box">
        {value.length ? (
          <ul className="chip-list" aria-label={t`${label}: recipients`}>
            {value.map((r) => (
              <li key={r.email} className="recipients__chip" title={r.email}>
                <span>{r.name || r.email}</span>
                <button type="button" className="recipients__remove" aria-label={t`Remove ${r.name || r.email}`} onClick={() => onChange(value.filter((x) => x !== r))}>
                  <Icon icon={X} size={14} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          data-pc-autofocus={focusOnOpen ? 'true' : undefined}
          className="recipients__input"
          type="text"
          inputMode="email"
          autoComplete="off"
          list={listId}
          value={text}
          maxLength={MAIL_LIMITS.address * 4}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (invalid.length) setInvalid([]);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim()) commit();
          }}
        />
        <datalist id={listId}>
          {(users.data?.users ?? []).map((user) => (
            <option key={user.id} value={user.email} label={user.fullName} />
          ))}
        </datalist>
      </div>
      {message ? (
        <p id={errorId} className="recipients__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
