import { useId, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../api/schema';
import type { ListChange } from '../../components/list-kit';
import { useMoney } from '../../lib/money';
import { PriceRangeForm } from './price-range-form';
import { brandsOf, brandsValue, priceRangeOf, priceValue, type ShopFilter, type ShopParams } from './shop-list-state';
import { CATEGORY_LABELS } from './vocabulary';

type Facets = components['schemas']['DemoProductFacets'];

interface Choice {
  value: string;
  label: ReactNode;
  count: number;
}

/** One group of radio buttons; "any" first. Choices that would show nothing are left out unless chosen. */
function RadioFacet({ legend, anyLabel, value, choices, onChange }: { legend: ReactNode; anyLabel: ReactNode; value: string; choices: Choice[]; onChange: (value: string) => void }) {
  const name = useId();
  const shown = choices.filter((c) => c.count > 0 || c.value === value);
  return (
    <fieldset className="shop-facet">
      <legend>{legend}</legend>
      {[{ value: '', label: anyLabel, count: -1 }, ...shown].map((choice) => (
        <label key={choice.value || 'any'} className="shop-facet__option">
          <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
          {choice.count >= 0 ? <span className="shop-facet__count">{choice.count}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

/** The filters beside the products: price, category, brands and rating, each choice with its count. */
export function ShopFilters({ facets, params, onChange }: { facets: Facets; params: ShopParams; onChange: (change: ListChange<ShopFilter>) => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const set = (filter: ShopFilter, value: string) => onChange({ filters: { [filter]: value } });
  const chosenBrands = brandsOf(params.filters.brand);
  const toggleBrand = (brand: string, on: boolean) =>
    set('brand', brandsValue(on ? [...chosenBrands, brand] : chosenBrands.filter((b) => b !== brand)));

  const priceChoices = facets.priceRanges.map(({ minCents, maxCents, count }) => {
    const low = money(minCents);
    const label =
      maxCents === undefined ? t`${low} and above` : minCents === 0 ? t`Under ${money(maxCents + 1)}` : t`${low} to ${money(maxCents)}`;
    return { value: priceValue({ minCents, maxCents }), label, count };
  });
  const isBucket = priceChoices.some((c) => c.value === params.filters.price);

  return (
    <div className="shop-filters">
      <RadioFacet
        legend={<Trans>Price</Trans>}
        anyLabel={<Trans>Any price</Trans>}
        value={isBucket ? params.filters.price : ''}
        choices={priceChoices}
        onChange={(value) => set('price', value)}
      />
      <PriceRangeForm range={isBucket ? null : priceRangeOf(params.filters.price)} onApply={(range) => set('price', range ? priceValue(range) : '')} />
      <RadioFacet
        legend={<Trans>Category</Trans>}
        anyLabel={<Trans>All categories</Trans>}
        value={params.filters.category}
        choices={facets.categories.map(({ value, count }) => ({ value, label: i18n._(CATEGORY_LABELS[value]), count }))}
        onChange={(value) => set('category', value)}
      />
      <fieldset className="shop-facet">
        <legend>
          <Trans>Brands</Trans>
        </legend>
        {facets.brands
          .filter(({ value, count }) => count > 0 || chosenBrands.includes(value))
          .map(({ value, count }) => (
            <label key={value} className="shop-facet__option">
              <input type="checkbox" checked={chosenBrands.includes(value)} onChange={(e) => toggleBrand(value, e.target.checked)} />
              <span>{value}</span>
              <span className="shop-facet__count">{count}</span>
            </label>
          ))}
      </fieldset>
      <RadioFacet
        legend={<Trans>Rating</Trans>}
        anyLabel={<Trans>Any rating</Trans>}
        value={params.filters.rating}
        choices={facets.ratings.map(({ minRating, count }) => ({ value: String(minRating), label: <Plural value={minRating} one="# star and up" other="# stars and up" />, count }))}
        onChange={(value) => set('rating', value)}
      />
    </div>
  );
}
