import { useEffect, useId, useState, type ReactNode } from 'react';
import { InputText } from 'primereact/inputtext';

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Called with the new text a moment after typing stops (the URL entry is replaced, not pushed). */
  onSearch: (text: string) => void;
  label: ReactNode;
  /** Shows the label to sighted users too (default: read by screen readers only). */
  visibleLabel?: boolean;
  placeholder?: string;
  delayMs?: number;
  className?: string;
}

/** A labelled search field that searches as you type (debounced) and follows the URL (back, reload). */
export function SearchBox({ value, onSearch, label, visibleLabel = false, placeholder, delayMs = 300, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);
  return (
    <div className={className ? `list-search ${className}` : 'list-search'} role="search">
      <label htmlFor={id} className={visibleLabel ? 'list-search__label' : 'visually-hidden'}>
        {label}
      </label>
      <InputText id={id} type="search" value={text} maxLength={200} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}
