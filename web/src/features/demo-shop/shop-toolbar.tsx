import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LayoutGrid, List } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { SearchBox, type ListChange } from '../../components/list-kit';
import { SHOP_SORTS, type ShopFilter, type ShopParams } from './shop-list-state';
import { SORT_LABELS } from './vocabulary';

export type ShopView = 'grid' | 'list';

/** Grid or list, kept in the URL (`?view=list`) beside the list state; switching keeps the page. */
export function useShopView(): [ShopView, (view: ShopView) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const view: ShopView = new URLSearchParams(search).get('view') === 'list' ? 'list' : 'grid';
  const setView = (next: ShopView) => {
    const params = new URLSearchParams(search);
    if (next === 'list') params.set('view', 'list');
    else params.delete('view');
    const query = params.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  return [view, setView];
}

interface ShopToolbarProps {
  params: ShopParams;
  onChange: (change: ListChange<ShopFilter>) => void;
  view: ShopView;
  onView: (view: ShopView) => void;
}

/** Search, sort and the grid/list switch above the products. */
export function ShopToolbar({ params, onChange, view, onView }: ShopToolbarProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const sortId = useId();
  return (
    <div className="shop-toolbar">
      <SearchBox value={params.q} onSearch={(q) => onChange({ q })} label={t`Search products`} placeholder={t`Search products`} className="shop-toolbar__search" />
      <div className="shop-toolbar__sort">
        <label htmlFor={sortId}>
          <Trans>Sort by</Trans>
        </label>
        <select id={sortId} className="p-inputtext p-inputtext-sm" value={params.sortBy} onChange={(e) => onChange({ sortBy: e.target.value })}>
          {SHOP_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </div>
      <div className="shop-toolbar__views" role="group" aria-label={t`Show products as`}>
        {(
          [
            ['grid', LayoutGrid, t`Grid view`],
            ['list', List, t`List view`],
          ] as const
        ).map(([name, Glyph, label]) => (
          <button
            key={name}
            type="button"
            className={`p-button p-button-sm p-button-icon-only ${view === name ? '' : 'p-button-outlined'}`}
            aria-pressed={view === name}
            aria-label={label}
            onClick={() => onView(name)}
          >
            <Glyph size={18} aria-hidden="true" />
          </button>
        ))}
      </div>
    </div>
  );
}
