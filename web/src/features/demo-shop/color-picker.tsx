import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { ShopColor } from '../../../../common/shop-catalog';
import { COLOR_LABELS, COLOR_VARS } from './vocabulary';

/** The product's colours as radio buttons with a swatch and the colour's name. */
export function ColorPicker({ options, value, onChange }: { options: readonly ShopColor[]; value: ShopColor; onChange: (color: ShopColor) => void }) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <fieldset className="color-picker">
      <legend>
        <Trans>Colour</Trans>
      </legend>
      <div className="color-picker__options">
        {options.map((color) => (
          <label key={color} className="color-picker__option">
            <input type="radio" name={name} value={color} checked={color === value} onChange={() => onChange(color)} />
            <span className="color-picker__swatch" style={{ background: COLOR_VARS[color] }} aria-hidden="true" />
            <span>{i18n._(COLOR_LABELS[color])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
