import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../components/list-kit';
import { brandsOf, priceRangeOf, SHOP_LIST, toProductsQuery } from './shop-list-state';

describe('the shop list state in the URL', () => {
  it('asks the server for every filter of a shared link', () => {
    const state = parseListParams('q=mouse&category=audio&brand=Sony,Bose&rating=4&price=5000-19999&sortBy=price-desc&page=2', SHOP_LIST);
    expect(toProductsQuery(state)).toEqual({
      page: 2,
      perPage: 9,
      sortBy: 'price-desc',
      q: 'mouse',
      category: 'audio',
      brand: ['Bose', 'Sony'],
      minRating: 4,
      minPriceCents: 5000,
      maxPriceCents: 19999,
    });
  });

  it('starts at featured products, nine a page, without filters', () => {
    expect(toProductsQuery(parseListParams('', SHOP_LIST))).toEqual({ page: 1, perPage: 9, sortBy: 'featured' });
  });

  it('drops values the shop does not offer instead of sending them', () => {
    const state = parseListParams('category=toys&rating=5&sortBy=rating&perPage=100', SHOP_LIST);
    expect(toProductsQuery(state)).toEqual({ page: 1, perPage: 9, sortBy: 'featured' });
    expect(brandsOf('Sony,Acme,,sony')).toEqual(['Sony']);
    expect(priceRangeOf('500-100')).toBeNull();
    expect(priceRangeOf('-')).toBeNull();
    expect(priceRangeOf('abc')).toBeNull();
    expect(priceRangeOf('100000-')).toEqual({ minCents: 100000, maxCents: undefined });
    expect(priceRangeOf('-999999999999')).toBeNull();
  });
});
