import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { centsToDecimal, parsePrice } from '../../../../common/money';
import type { PriceRange } from './shop-list-state';

const asText = (cents: number | undefined) => (cents === undefined ? '' : centsToDecimal(cents).replace(/\.00$/, ''));

/** A price range of one's own ("from 25 to 80"), applied with a button; typed prices are read exactly. */
export function PriceRangeForm({ range, onApply }: { range: PriceRange | null; onApply: (range: PriceRange | null) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [from, setFrom] = useState(asText(range?.minCents));
  const [to, setTo] = useState(asText(range?.maxCents));
  const [error, setError] = useState<{ field: 'from' | 'to'; text: string } | null>(null);
  useEffect(() => {
    setFrom(asText(range?.minCents));
    setTo(asText(range?.maxCents));
  }, [range?.minCents, range?.maxCents]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minCents = from.trim() ? parsePrice(from) : undefined;
    const maxCents = to.trim() ? parsePrice(to) : undefined;
    if (minCents === null || maxCents === null) {
      setError({ field: minCents === null ? 'from' : 'to', text: t`Enter a price such as 25 or 25.50.` });
      return;
    }
    if (minCents !== undefined && maxCents !== undefined && minCents > maxCents) {
      setError({ field: 'to', text: t`The highest price must not be below the lowest.` });
      return;
    }
    setError(null);
    onApply(minCents === undefined && maxCents === undefined ? null : { minCents, maxCents });
  };

  const field = (name: 'from' | 'to', label: string, value: string, set: (v: string) => void) => (
    <div className="price-range__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        className="p-inputtext p-inputtext-sm"
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={error?.field === name || undefined}
        aria-describedby={error?.field === name ? `${id}-error` : undefined}
      />
    </div>
  );

  return (
    <form className="price-range" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <p id={`${id}-title`} className="price-range__title">
        <Trans>Your own price range</Trans>
      </p>
      <div className="price-range__fields">
        {field('from', t`From`, from, setFrom)}
        {field('to', t`To`, to, setTo)}
        <button type="submit" className="p-button p-button-sm p-button-outlined">
          <Trans>Apply</Trans>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="price-range__error" role="alert">
          {error.text}
        </p>
      ) : null}
    </form>
  );
}
