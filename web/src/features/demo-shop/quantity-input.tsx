import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { MAX_CART_QTY } from '../../../../common/shop-catalog';

interface QuantityInputProps {
  /** What is counted, for the field's and the buttons' names ("Quantity of …"). */
  itemName: string;
  value: number;
  /** Called with a whole number in 1..MAX_CART_QTY: at once for the buttons, on Enter or leaving the field for typing. */
  onChange: (qty: number) => void;
  /** Shows "Quantity" above the field (else the name is for screen readers only). */
  visibleLabel?: boolean;
}

const clamp = (n: number) => Math.min(MAX_CART_QTY, Math.max(1, Math.trunc(n)));

/** − [n] + : a quantity between 1 and the shop's limit. */
export function QuantityInput({ itemName, value, onChange, visibleLabel = false }: QuantityInputProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const typed = Number(text);
    const next = Number.isFinite(typed) && text.trim() !== '' ? clamp(typed) : value;
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <div className="quantity-input">
      <label htmlFor={id} className={visibleLabel ? 'quantity-input__label' : 'visually-hidden'}>
        {visibleLabel ? t`Quantity` : t`Quantity of ${itemName}`}
      </label>
      <div className="quantity-input__controls">
        <button type="button" className="p-button p-button-outlined p-button-sm p-button-icon-only" aria-label={t`One fewer: ${itemName}`} disabled={value <= 1} onClick={() => onChange(value - 1)}>
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          id={id}
          className="p-inputtext p-inputtext-sm"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CART_QTY}
          step={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={onKey}
        />
        <button type="button" className="p-button p-button-outlined p-button-sm p-button-icon-only" aria-label={t`One more: ${itemName}`} disabled={value >= MAX_CART_QTY} onClick={() => onChange(value + 1)}>
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
