import { useId, type ReactNode } from 'react';
import type { ListChange, ListParams } from './list-params';

export interface SortOption {
  /** The API's `sortBy` value. */
  sortBy: string;
  label: string;
  /** The order this field is chosen in (the column header reverses it). */
  desc: boolean;
}

interface SortSelectProps<F extends string> {
  label: ReactNode;
  options: readonly SortOption[];
  params: ListParams<F>;
  onChange: (change: ListChange<F>) => void;
  className?: string;
}

/** "Sort by" as a labelled native select, for sorts a column header does not offer (last changed, newest). */
export function SortSelect<F extends string>({ label, options, params, onChange, className }: SortSelectProps<F>) {
  const id = useId();
  const choose = (sortBy: string) => {
    const option = options.find((o) => o.sortBy === sortBy);
    if (option) onChange({ sortBy: option.sortBy, sortDesc: option.desc });
  };
  return (
    <div className={className ? `list-filter ${className}` : 'list-filter'}>
      <label htmlFor={id} className="list-filter__label">
        {label}
      </label>
      <select id={id} className="p-inputtext list-filter__select" value={params.sortBy} onChange={(e) => choose(e.target.value)}>
        {options.map((option) => (
          <option key={option.sortBy} value={option.sortBy}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
