import { MAX_PRICE_CENTS, SHOP_BRANDS, SHOP_CATEGORIES, type ShopBrand } from '../../../../common/shop-catalog';
import type { ListParams, ListSpec } from '../../components/list-kit';
import type { paths } from '../../api/schema';

/**
 * The shop list's state in the URL, on the list kit: `q`, `sortBy`, `page` (9 a page) and the
 * filters `category`, `brand` (comma-separated), `rating` ("n stars and up") and `price`
 * ("min-max" in cents, either side may be empty). Values the shop does not offer are dropped.
 */
export type ProductsQuery = NonNullable<paths['/api/apps/ecommerce/products']['get']['parameters']['query']>;
export type ShopFilter = 'category' | 'brand' | 'rating' | 'price';
export type ShopParams = ListParams<ShopFilter>;
export type ShopSort = 'featured' | 'price-asc' | 'price-desc';
export const SHOP_SORTS: readonly ShopSort[] = ['featured', 'price-asc', 'price-desc'];
export const SHOP_PAGE_SIZE = 9;

export const SHOP_LIST: ListSpec<ShopFilter> = {
  sortFields: SHOP_SORTS,
  perPageOptions: [SHOP_PAGE_SIZE],
  filters: { category: SHOP_CATEGORIES, brand: 'text', rating: ['1', '2', '3', '4'], price: 'text' },
};

/** The known brands of a `brand` URL value, in the shop's order. */
export function brandsOf(value: string): ShopBrand[] {
  const named = new Set(value.split(','));
  return SHOP_BRANDS.filter((brand) => named.has(brand));
}

export const brandsValue = (brands: readonly string[]) => brandsOf(brands.join(',')).join(',');

export interface PriceRange {
  minCents?: number;
  maxCents?: number;
}

/** `"5000-19999"` → { minCents: 5000, maxCents: 19999 }; null for anything else or an inverted range. */
export function priceRangeOf(value: string): PriceRange | null {
  const match = /^(\d{0,9})-(\d{0,9})$/.exec(value);
  if (!match || (!match[1] && !match[2])) return null;
  const bound = (text: string) => (text ? Math.min(Number(text), MAX_PRICE_CENTS) : undefined);
  const range = { minCents: bound(match[1]!), maxCents: bound(match[2]!) };
  if (range.minCents !== undefined && range.maxCents !== undefined && range.minCents > range.maxCents) return null;
  return range;
}

export const priceValue = ({ minCents, maxCents }: PriceRange) => `${minCents ?? ''}-${maxCents ?? ''}`;

/** What the product list is asked for. */
export function toProductsQuery(state: ShopParams): ProductsQuery {
  const { category, brand, rating, price } = state.filters;
  const brands = brandsOf(brand);
  const range = priceRangeOf(price);
  return {
    page: state.page,
    perPage: SHOP_PAGE_SIZE,
    sortBy: state.sortBy as ShopSort,
    ...(state.q ? { q: state.q } : {}),
    ...(category ? { category: category as ProductsQuery['category'] } : {}),
    ...(brands.length ? { brand: brands } : {}),
    ...(rating ? { minRating: Number(rating) } : {}),
    ...(range?.minCents !== undefined ? { minPriceCents: range.minCents } : {}),
    ...(range?.maxCents !== undefined ? { maxPriceCents: range.maxCents } : {}),
  };
}

/** Whether any filter or the search is set (for "Clear filters"). */
export const isFiltered = (state: ShopParams) => Boolean(state.q) || Object.values(state.filters).some(Boolean);
