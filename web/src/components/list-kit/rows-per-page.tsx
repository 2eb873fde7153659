import type { PaginatorChangeEvent, PaginatorRowsPerPageDropdownOptions } from 'primereact/paginator';

/**
 * The paginator's page-size choice as a labelled native select: PrimeReact's own dropdown leaves
 * its hidden <select> without a label (axe: select-name). Use as the `RowsPerPageDropdown` of a
 * paginator template.
 */
export function rowsPerPageSelect(label: string) {
  return function RowsPerPage(options: PaginatorRowsPerPageDropdownOptions) {
    return (
      <select
        className="p-inputtext rows-per-page"
        aria-label={label}
        value={String(options.value)}
        // The paginator reads the new page size from `value` (a number, whatever its type says).
        onChange={(event) => options.onChange({ originalEvent: event, value: Number(event.target.value) } as unknown as PaginatorChangeEvent)}
      >
        {(options.options as { value: number; label?: string }[]).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label ?? option.value}
          </option>
        ))}
      </select>
    );
  };
}
