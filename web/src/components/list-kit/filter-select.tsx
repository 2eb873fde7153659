import { useId, type ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A filter option with how many rows it holds under the other filters ("Sent (12)"); the label alone while unknown. */
export function countedLabel(label: string, count: number | undefined, formatNumber: (n: number) => string = String): string {
  return count === undefined ? label : `${label} (${formatNumber(count)})`;
}

interface FilterSelectProps {
  label: ReactNode;
  value: string;
  /** The choice that means "no filter" (value ''), e.g. "All roles". */
  allLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A labelled native select that applies its choice at once: light, keyboard- and screen-reader
 * friendly on every device, styled like PrimeReact's inputs.
 */
export function FilterSelect({ label, value, allLabel, options, onChange, className }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={className ? `list-filter ${className}` : 'list-filter'}>
      <label htmlFor={id} className="list-filter__label">
        {label}
      </label>
      <select id={id} className="p-inputtext list-filter__select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
