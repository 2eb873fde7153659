import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_BRANDS, SHOP_CATEGORIES } from '../../common/shop-catalog.js';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Product {
  id: number;
  name: string;
  slug: string;
  brand: string;
  category: string;
  price: number;
  priceCents: number;
  rating: number;
  isInWishlist: boolean;
  isInCart: boolean;
}
interface Count<V> {
  value: V;
  count: number;
}
interface ProductPage {
  products: Product[];
  total: number;
  facets: {
    categories: Count<string>[];
    brands: Count<string>[];
    ratings: { minRating: number; count: number }[];
    priceRanges: { minCents: number; maxCents?: number; count: number }[];
  };
  userWishlist: { id: number; productId: number }[];
  userCart: { id: number; productId: number; qty: number }[];
}

const SHOP = '/api/apps/ecommerce';
let api: DemoApi;
let all: Product[];
const page = async (query = '') => {
  const res = await api.get(`${SHOP}/products?${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as ProductPage;
};
const ids = (products: Product[]) => products.map((p) => p.id);
const countOf = <V>(counts: Count<V>[], value: V) => counts.find((c) => c.value === value)?.count;

beforeAll(async () => {
  api = await startDemoApi();
  all = (await page('perPage=100')).products;
});
afterAll(async () => api?.close());

describe('demo shop products', () => {
  it('seeds 24+ products over every category, with slugs ending in -<id>, ratings 1..5 and prices in whole cents', async () => {
    const { products, total } = await page();
    expect(total).toBeGreaterThanOrEqual(24);
    expect(ids(products)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(all.every((p) => p.slug.endsWith(`-${p.id}`) && p.rating >= 1 && p.rating <= 5)).toBe(true);
    expect(all.every((p) => Number.isInteger(p.priceCents) && p.priceCents > 0 && p.price === p.priceCents / 100)).toBe(true);
    expect(new Set(all.map((p) => p.category))).toEqual(new Set(SHOP_CATEGORIES));
  });

  it('sorts by price both ways and pages 1-based', async () => {
    const asc = (await page('sortBy=price-asc&perPage=100')).products.map((p) => p.priceCents);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await page('sortBy=price-desc&perPage=100')).products.map((p) => p.priceCents);
    expect(desc).toEqual([...asc].reverse());
    expect(ids((await page('page=2')).products)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    const past = await page('page=40');
    expect(past.products).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('searches the name case-insensitively, also at the mock path', async () => {
    const target = all[4]!;
    const word = target.name.split(' ')[1]!.toUpperCase();
    const found = await page(`q=${encodeURIComponent(word)}&perPage=100`);
    expect(ids(found.products)).toContain(target.id);
    expect(found.products.every((p) => p.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const mock = (await api.get(`/api/apps/e-commerce/products?q=${encodeURIComponent(word)}&perPage=100`)).json();
    expect(mock).toEqual(found);
  });

  it('filters by category, brands, rating and price range on the server, all at once', async () => {
    const query = 'category=audio&brand=Sony&brand=Bose&minRating=4&minPriceCents=10000&maxPriceCents=40000&perPage=100';
    const { products, total } = await page(query);
    const expected = all.filter(
      (p) => p.category === 'audio' && ['Sony', 'Bose'].includes(p.brand) && p.rating >= 4 && p.priceCents >= 10_000 && p.priceCents <= 40_000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(products)).toEqual(ids(expected));
    expect(total).toBe(expected.length);
    expect((await page('brand=Canon&perPage=100')).products.every((p) => p.brand === 'Canon')).toBe(true);
    const bounds = (await page('minPriceCents=4999&maxPriceCents=4999&perPage=100')).products;
    expect(bounds.map((p) => p.priceCents)).toEqual(all.filter((p) => p.priceCents === 4999).map((p) => p.priceCents));
    expect(bounds.length).toBeGreaterThan(0);
  });

  it('counts every facet under the search and the other filters, never its own', async () => {
    const { facets, total } = await page('category=computers&brand=Dell');
    expect(facets.categories.map((c) => c.value)).toEqual([...SHOP_CATEGORIES]);
    expect(facets.brands.map((b) => b.value)).toEqual([...SHOP_BRANDS]);
    // Categories are counted with the brand filter only, brands with the category filter only.
    for (const category of SHOP_CATEGORIES) {
      expect(countOf(facets.categories, category), category).toBe(all.filter((p) => p.brand === 'Dell' && p.category === category).length);
    }
    for (const brand of SHOP_BRANDS) {
      expect(countOf(facets.brands, brand), brand).toBe(all.filter((p) => p.category === 'computers' && p.brand === brand).length);
    }
    expect(countOf(facets.categories, 'computers')).toBe(total);
    const dellComputers = all.filter((p) => p.category === 'computers' && p.brand === 'Dell');
    expect(facets.ratings).toEqual(
      [4, 3, 2, 1].map((minRating) => ({ minRating, count: dellComputers.filter((p) => p.rating >= minRating).length })),
    );
    const ranges = facets.priceRanges;
    expect(ranges.reduce((n, r) => n + r.count, 0)).toBe(dellComputers.length);
    expect(ranges[0]).toMatchObject({ minCents: 0 });
    expect(ranges.at(-1)!.maxCents).toBeUndefined();
  });

  it('counts facets under the search too', async () => {
    const { facets, total } = await page('q=logitech');
    expect(facets.brands.reduce((n, b) => n + b.count, 0)).toBe(total);
    expect(countOf(facets.brands, 'Logitech')).toBe(total);
    expect(countOf(facets.brands, 'Apple')).toBe(0);
  });

  it('flags wishlist and cart products, from a non-empty starter basket', async () => {
    const { products, userWishlist, userCart } = await page('perPage=100');
    expect(userWishlist.length).toBeGreaterThan(0);
    expect(userCart.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.isInWishlist).toBe(userWishlist.some((w) => w.productId === p.id));
      expect(p.isInCart).toBe(userCart.some((c) => c.productId === p.id));
    }
  });

  it('refuses foreign values, inverted or hostile ranges and huge pages with 400, never a 500', async () => {
    const bad = [
      'sortBy=rating',
      'sortBy=price-asc%00',
      'category=toys',
      'category=AUDIO',
      'brand=Acme',
      'brand=Sony&brand=Acme',
      `brand=${'Sony&brand='.repeat(SHOP_BRANDS.length)}Sony`,
      'minRating=0',
      'minRating=6',
      'minRating=4.5',
      'minPriceCents=-1',
      'maxPriceCents=1e12',
      'minPriceCents=abc',
      'minPriceCents=10.5',
      'perPage=0',
      'perPage=101',
      'page=0',
      'page=-3',
      `q=${HUGE}`,
      `q=${encodeURIComponent('mouse\u0000')}`,
      `q=${encodeURIComponent('a\u001bb')}`,
    ];
    await expectEach(bad.map((q) => api.get(`${SHOP}/products?${q}`)), 400);
    const inverted = await api.get(`${SHOP}/products?minPriceCents=5000&maxPriceCents=4999`);
    expectError(inverted, 400);
    expect(inverted.json()).toMatchObject({ code: 'price_range_inverted', field: 'maxPriceCents' });
    expectError(await api.get(`${SHOP}/products/abc`), 400);
    // A page far past the end is an empty page with the real total; a page not written as a plain number is refused.
    expect(await page('page=9007199254740991')).toMatchObject({ products: [], total: all.length });
    expectError(await api.get(`${SHOP}/products?page=1e400`), 400);
  });

  it('ignores unknown query keys', async () => {
    expect(ids((await page('color=red&admin=true')).products)).toEqual(ids((await page()).products));
  });
});

describe('demo product page', () => {
  it('shows one product with colour options and up to four related products, closest first', async () => {
    const res = await api.get(`${SHOP}/products/3`);
    expect(res.statusCode).toBe(200);
    const { product, related } = res.json() as { product: Product & { colorOptions: string[] }; related: Product[] };
    expect(product).toMatchObject({ id: 3, colorOptions: expect.any(Array) });
    expect(product.colorOptions.length).toBeGreaterThanOrEqual(2);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(ids(related)).not.toContain(3);
    const closeness = (p: Product) => (p.category === product.category ? 0 : p.brand === product.brand ? 1 : 2);
    const ranks = related.map(closeness);
    expect(ranks.every((rank) => rank < 2)).toBe(true);
    expect(ranks).toEqual([...ranks].sort());
  });

  it('answers 404 for unknown products and 400 for malformed ids', async () => {
    for (const id of ['999', String(2 ** 31 - 1)]) expectError(await api.get(`${SHOP}/products/${id}`), 404);
    for (const id of ['0', '-1', 'x', '1.5', String(2 ** 31), '%00']) expectError(await api.get(`${SHOP}/products/${id}`), 400);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    for (const url of [`${SHOP}/products`, '/api/apps/e-commerce/products', `${SHOP}/products/1`]) await expectGuarded(api, 'GET', url);
  });
});
