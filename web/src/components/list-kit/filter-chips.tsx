import type { ReactNode } from 'react';

export interface FilterChip {
  value: string;
  label: ReactNode;
  /** How many rows the choice holds under the other filters (left out while unknown). */
  count?: number;
}

interface FilterChipsProps {
  /** Names the group of chips for screen readers ("Applications per status"). */
  label: string;
  /** The filter in the URL; `''` means no filter. */
  value: string;
  /** The chip that means "no filter", with the count over every choice. */
  allLabel: ReactNode;
  options: readonly FilterChip[];
  onChange: (value: string) => void;
  formatNumber?: (n: number) => string;
}

/** One toggle button per choice of a filter, with its count; the current one is pressed. */
export function FilterChips({ label, value, allLabel, options, onChange, formatNumber = String }: FilterChipsProps) {
  const counted = options.every((option) => option.count !== undefined);
  const total = counted ? options.reduce((sum, option) => sum + option.count!, 0) : undefined;
  const chip = (choice: string, text: ReactNode, count: number | undefined) => (
    <li key={choice || '(all)'}>
      <button type="button" className="list-chip" aria-pressed={value === choice} onClick={() => onChange(choice)}>
        {text}
        {count !== undefined ? <span className="list-chip__count">{formatNumber(count)}</span> : null}
      </button>
    </li>
  );
  return (
    <ul className="list-chips" aria-label={label}>
      {chip('', allLabel, total)}
      {options.map((option) => chip(option.value, option.label, option.count))}
    </ul>
  );
}
