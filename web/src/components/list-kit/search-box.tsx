import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Called with the new text a moment after typing stops (the URL entry is replaced, not pushed), or at once on Enter. */
  onSearch: (text: string) => void;
  label: ReactNode;
  /** Shows the label to sighted users too (default: read by screen readers only). */
  visibleLabel?: boolean;
  placeholder?: string;
  /** A search button beside the field, for who would rather not wait for the search as you type. */
  submitLabel?: string;
  delayMs?: number;
  className?: string;
}

/** A labelled search field that searches as you type (debounced) and follows the URL (back, reload). */
export function SearchBox({ value, onSearch, label, visibleLabel = false, placeholder, submitLabel, delayMs = 300, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  };
  const labelled = (
    <label htmlFor={id} className={visibleLabel ? 'list-search__label' : 'visually-hidden'}>
      {label}
    </label>
  );
  const input = <InputText id={id} type="search" value={text} maxLength={200} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />;
  const classes = className ? `list-search ${className}` : 'list-search';
  if (!submitLabel) {
    return (
      <div className={classes} role="search">
        {labelled}
        {input}
      </div>
    );
  }
  return (
    <form className={classes} role="search" onSubmit={submit}>
      {labelled}
      <div className="list-search__row">
        {input}
        <Button type="submit" label={submitLabel} className="form-action" />
      </div>
    </form>
  );
}
