import { useId } from 'react';
import { Trans } from '@lingui/react/macro';

interface DateRangeProps {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}

/** The issued-day range of the list: two native date fields (the browser's own calendar, in the reader's locale). */
export function DateRange({ from, to, onChange }: DateRangeProps) {
  const id = useId();
  return (
    <fieldset className="invoice-range">
      <legend className="list-filter__label">
        <Trans>Issued</Trans>
      </legend>
      <div className="invoice-range__fields">
        <span className="invoice-range__pair">
          <label htmlFor={`${id}-from`} className="invoice-range__label">
            <Trans>from</Trans>
          </label>
          <input id={`${id}-from`} type="date" className="p-inputtext" value={from} max={to || undefined} onChange={(e) => onChange(e.target.value, to)} />
        </span>
        <span className="invoice-range__pair">
          <label htmlFor={`${id}-to`} className="invoice-range__label">
            <Trans>to</Trans>
          </label>
          <input id={`${id}-to`} type="date" className="p-inputtext" value={to} min={from || undefined} onChange={(e) => onChange(from, e.target.value)} />
        </span>
      </div>
    </fieldset>
  );
}
