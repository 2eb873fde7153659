import { useLingui } from '@lingui/react/macro';
import { checkLabel } from '../../../lib/offer-vocabulary';
import type { components } from '../../../api/schema';

type CheckType = components['schemas']['CheckType'];

/** A fieldset of check types to tick, each labelled in the reader's language; `keys` are the ticked ones. */
export function CheckTypeChoices({ legend, idPrefix, types, keys, onChange }: { legend: string; idPrefix: string; types: CheckType[]; keys: string[]; onChange: (keys: string[]) => void }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="offer-checkboxes">
      <legend>{legend}</legend>
      {types.map((type) => (
        <div key={type.key} className="offer-checkbox">
          <input
            id={`${idPrefix}-${type.key}`}
            type="checkbox"
            checked={keys.includes(type.key)}
            onChange={(e) => onChange(e.target.checked ? [...keys, type.key] : keys.filter((k) => k !== type.key))}
          />
          <label htmlFor={`${idPrefix}-${type.key}`}>{checkLabel(type.labels, i18n.locale)}</label>
        </div>
      ))}
    </fieldset>
  );
}
