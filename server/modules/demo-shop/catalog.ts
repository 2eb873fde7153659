import { SHOP_BRANDS, SHOP_CATEGORIES, SHOP_PRICE_RANGES, SHOP_RATING_STEPS } from '../../../common/shop-catalog.js';
import { badRequest } from '../../lib/http-errors.js';
import { paginate, search, sortItems } from '../../lib/demo-kit/list.js';
import type { DemoProduct, DemoProductsQuery } from './schemas.js';

/**
 * The shop's list: the search and every filter on the server, a stable sort, pages of 9, and the
 * facet counts. Each facet is counted under the search and every other filter but its own (so the
 * brands stay offered while one brand is chosen), the way shop filters usually behave.
 */
type Facet = 'category' | 'brand' | 'rating' | 'price';
type Test = (product: DemoProduct) => boolean;

function filterTests(query: DemoProductsQuery): Record<Facet, Test> {
  const { category, brand, minRating, minPriceCents, maxPriceCents } = query;
  if (minPriceCents !== undefined && maxPriceCents !== undefined && minPriceCents > maxPriceCents) {
    throw badRequest('maxPriceCents must not be below minPriceCents', { code: 'price_range_inverted', field: 'maxPriceCents' });
  }
  return {
    category: (p) => !category || p.category === category,
    brand: (p) => !brand?.length || brand.includes(p.brand),
    rating: (p) => minRating === undefined || p.rating >= minRating,
    price: (p) => (minPriceCents === undefined || p.priceCents >= minPriceCents) && (maxPriceCents === undefined || p.priceCents <= maxPriceCents),
  };
}

function sortProducts(products: DemoProduct[], sortBy: DemoProductsQuery['sortBy']) {
  if (sortBy === 'price-asc') return sortItems(products, (p) => p.priceCents);
  if (sortBy === 'price-desc') return sortItems(products, (p) => p.priceCents, true);
  return sortItems(products, (p) => p.id);
}

const countWhere = (products: readonly DemoProduct[], test: Test) => products.reduce((n, p) => n + Number(test(p)), 0);

export function listProducts(products: readonly DemoProduct[], query: DemoProductsQuery) {
  const tests = filterTests(query);
  const searched = search(products, query.q, (p) => [p.name]);
  const facets = Object.keys(tests) as Facet[];
  const passing = (except?: Facet) => searched.filter((p) => facets.every((facet) => facet === except || tests[facet](p)));

  const found = sortProducts(passing(), query.sortBy);
  const byCategory = passing('category');
  const byBrand = passing('brand');
  const byRating = passing('rating');
  const byPrice = passing('price');
  return {
    page: paginate(found, query, 9),
    total: found.length,
    facets: {
      categories: SHOP_CATEGORIES.map((value) => ({ value, count: countWhere(byCategory, (p) => p.category === value) })),
      brands: SHOP_BRANDS.map((value) => ({ value, count: countWhere(byBrand, (p) => p.brand === value) })),
      ratings: SHOP_RATING_STEPS.map((minRating) => ({ minRating, count: countWhere(byRating, (p) => p.rating >= minRating) })),
      priceRanges: SHOP_PRICE_RANGES.map((range) => ({
        ...range,
        count: countWhere(byPrice, (p) => p.priceCents >= range.minCents && (range.maxCents === undefined || p.priceCents <= range.maxCents)),
      })),
    },
  };
}

/** Up to four products like this one: its category first, then its brand; best rated, then by id. */
export function relatedProducts(products: readonly DemoProduct[], product: DemoProduct): DemoProduct[] {
  const others = products.filter((p) => p.id !== product.id);
  const closeness = (p: DemoProduct) => (p.category === product.category ? 0 : p.brand === product.brand ? 1 : 2);
  const ranked = sortItems(
    sortItems(others.filter((p) => closeness(p) < 2), (p) => p.rating, true),
    closeness,
  );
  return ranked.slice(0, 4);
}
