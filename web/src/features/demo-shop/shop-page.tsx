import { useEffect, useRef, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { Plural, Trans } from '@lingui/react/macro';
import { useListParams } from '../../components/list-kit';
import { EmptyState, LoadFailure, SkeletonLines } from '../../components/page-states';
import { $api } from '../../lib/query';
import { Pager } from './pager';
import { ProductCard } from './product-card';
import { syncCartCount } from './api';
import { ShopFilters } from './shop-filters';
import { isFiltered, SHOP_LIST, SHOP_PAGE_SIZE, toProductsQuery } from './shop-list-state';
import { ShopToolbar, useShopView } from './shop-toolbar';
import './shop.css';

const NO_FILTERS = { category: '', brand: '', rating: '', price: '' };

/** /apps/e-commerce/shop: the products with search, sort, filters with counts and pages, all on the server. */
function ShopPage() {
  const [params, update] = useListParams(SHOP_LIST);
  const [view, setView] = useShopView();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const result = $api.useQuery('get', '/api/apps/ecommerce/products', { params: { query: toProductsQuery(params) } }, { placeholderData: keepPreviousData });
  const data = result.data;
  useEffect(() => {
    if (data) syncCartCount(data.userCart);
  }, [data]);

  const pages = Math.ceil((data?.total ?? 0) / SHOP_PAGE_SIZE);
  const clear = () => update({ q: '', filters: NO_FILTERS });
  const toPage = (page: number) => {
    update({ page });
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="shop">
      <h1 className="shop__title">
        <Trans>Shop</Trans>
      </h1>
      <div className="shop__layout">
        <aside className="shop__sidebar" aria-labelledby="shop-filters-title">
          <div className="shop__sidebar-bar">
            <h2 id="shop-filters-title" className="shop__subtitle">
              <Trans>Filters</Trans>
            </h2>
            <button
              type="button"
              className="p-button p-button-outlined p-button-sm shop__filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls="shop-filters-panel"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal size={18} aria-hidden="true" />
              {filtersOpen ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
            </button>
          </div>
          <div id="shop-filters-panel" className={`shop__filters-panel${filtersOpen ? ' is-open' : ''}`}>
            {data ? <ShopFilters facets={data.facets} params={params} onChange={update} /> : <SkeletonLines lines={8} />}
            {isFiltered(params) ? (
              <button type="button" className="p-button p-button-text p-button-sm" onClick={clear}>
                <Trans>Clear all filters</Trans>
              </button>
            ) : null}
          </div>
        </aside>
        <section className="shop__results" aria-labelledby="shop-results-title">
          <h2 id="shop-results-title" ref={resultsHeading} tabIndex={-1} className="visually-hidden">
            <Trans>Products</Trans>
          </h2>
          <ShopToolbar params={params} onChange={update} view={view} onView={setView} />
          <p className="shop__count" aria-live="polite">
            {data ? <Plural value={data.total} one="# product found" other="# products found" /> : null}
          </p>
          {result.isError ? <LoadFailure onRetry={() => result.refetch()} /> : null}
          {!data && result.isPending ? <SkeletonLines lines={9} /> : null}
          {data && data.products.length === 0 ? (
            <EmptyState
              action={
                isFiltered(params) ? (
                  <button type="button" className="p-button p-button-outlined" onClick={clear}>
                    <Trans>Clear all filters</Trans>
                  </button>
                ) : null
              }
            >
              <Trans>No product matches these filters.</Trans>
            </EmptyState>
          ) : null}
          {data && data.products.length > 0 ? (
            <ul className={`shop-products shop-products--${view}${result.isPlaceholderData ? ' is-stale' : ''}`} aria-busy={result.isFetching}>
              {data.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} layout={view} />
                </li>
              ))}
            </ul>
          ) : null}
          <Pager page={params.page} pages={pages} onPage={toPage} />
        </section>
      </div>
    </div>
  );
}

export default ShopPage;
