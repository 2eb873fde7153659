import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/app.js';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Product {
  id: number;
  name: string;
  slug: string;
  price: number;
  rating: number;
  isInWishlist: boolean;
  isInCart: boolean;
}
interface ProductPage {
  products: Product[];
  total: number;
  userWishlist: { id: number; productId: number }[];
  userCart: { id: number; productId: number; qty: number }[];
}

const SHOP = '/api/apps/ecommerce';
let api: DemoApi;
const page = async (query = '') => (await api.get(`${SHOP}/products?${query}`)).json() as ProductPage;
const cart = async () => (await api.get(`${SHOP}/cart`)).json().products as (Product & { qty: number })[];
const cartCount = async () => {
  const res = await api.test.app.inject({ url: '/api/auth/me', headers: bearer(await api.test.token('admin')) });
  return res.json().extras.eCommerceCartItemsCount as number;
};

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo shop products', () => {
  it('seeds 24+ products with slugs ending in -<id> and ratings 1..5; pages of 9, featured (by id) first', async () => {
    const { products, total } = await page();
    expect(total).toBeGreaterThanOrEqual(24);
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const all = (await page('perPage=100')).products;
    expect(all.every((p) => p.slug.endsWith(`-${p.id}`) && p.rating >= 1 && p.rating <= 5)).toBe(true);
  });

  it('sorts by price both ways and pages 1-based', async () => {
    const asc = (await page('sortBy=price-asc&perPage=100')).products.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await page('sortBy=price-desc&perPage=100')).products.map((p) => p.price);
    expect(desc).toEqual([...asc].reverse());
    expect((await page('page=2')).products.map((p) => p.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect((await page('page=40')).products).toEqual([]);
  });

  it('searches the name case-insensitively, also at the mock path', async () => {
    const target = (await page()).products[4]!;
    const word = target.name.split(' ')[1]!.toUpperCase();
    const found = await page(`q=${encodeURIComponent(word)}&perPage=100`);
    expect(found.products.map((p) => p.id)).toContain(target.id);
    expect(found.products.every((p) => p.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const mock = (await api.get(`/api/apps/e-commerce/products?q=${encodeURIComponent(word)}&perPage=100`)).json();
    expect(mock).toEqual(found);
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

  it('shows one product with colour options, 404 for unknown products', async () => {
    const res = await api.get(`${SHOP}/products/3`);
    expect(res.json().product).toMatchObject({ id: 3, colorOptions: expect.any(Array) });
    expect(res.json().product.colorOptions.length).toBeGreaterThanOrEqual(2);
    expectError(await api.get(`${SHOP}/products/999`), 404);
  });

  it('refuses bad query values with 400', async () => {
    await expectEach(['sortBy=rating', 'perPage=0', 'perPage=101', 'page=0', `q=${HUGE}`].map((q) => api.get(`${SHOP}/products?${q}`)), 400);
    expectError(await api.get(`${SHOP}/products/abc`), 400);
  });
});

describe('demo wishlist and cart', () => {
  it('cart products carry qty, a shipping date within a week, offers 1..4 and discount 3..20', async () => {
    const now = Date.now();
    for (const p of (await api.get(`${SHOP}/cart`)).json().products) {
      expect(p.qty).toBeGreaterThanOrEqual(1);
      expect(Date.parse(p.shippingDate) - now).toBeGreaterThan(0);
      expect(Date.parse(p.shippingDate) - now).toBeLessThanOrEqual(7 * 86_400_000);
      expect(p.offers).toBeGreaterThanOrEqual(1);
      expect(p.offers).toBeLessThanOrEqual(4);
      expect(p.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(p.discountPercentage).toBeLessThanOrEqual(20);
    }
  });

  it('adding a product to the cart twice keeps one entry; the cart count shows in /api/auth/me', async () => {
    const before = await cart();
    expect(await cartCount()).toBe(before.length);
    const fresh = (await page('perPage=100')).products.find((p) => !p.isInCart)!;
    const first = await api.post(`${SHOP}/cart`, { productId: fresh.id });
    expect(first.statusCode).toBe(201);
    expect((await api.post(`${SHOP}/cart`, { productId: fresh.id })).statusCode).toBe(201);
    const after = await cart();
    expect(after.filter((p) => p.id === fresh.id)).toHaveLength(1);
    expect(after.length).toBe(before.length + 1);
    expect(await cartCount()).toBe(after.length);
    expect((await api.del(`${SHOP}/cart/${fresh.id}`)).json().items.map((i: { productId: number }) => i.productId)).not.toContain(fresh.id);
    expect(await cartCount()).toBe(before.length);
  });

  it('adds to and removes from the wishlist', async () => {
    const fresh = (await page('perPage=100')).products.find((p) => !p.isInWishlist)!;
    await api.post(`${SHOP}/wishlist`, { productId: fresh.id });
    await api.post(`${SHOP}/wishlist`, { productId: fresh.id });
    const listed = (await api.get(`${SHOP}/wishlist`)).json().products as Product[];
    expect(listed.filter((p) => p.id === fresh.id)).toEqual([expect.objectContaining({ isInWishlist: true })]);
    expect((await api.del(`${SHOP}/wishlist/${fresh.id}`)).statusCode).toBe(200);
    expect(((await api.get(`${SHOP}/wishlist`)).json().products as Product[]).map((p) => p.id)).not.toContain(fresh.id);
  });

  it('keeps a basket per signed-in user: the client keeps its own count', async () => {
    const clientCount = async () => {
      const res = await api.test.app.inject({ url: '/api/auth/me', headers: bearer(await api.test.token('client')) });
      return res.json().extras.eCommerceCartItemsCount as number;
    };
    const clientBefore = await clientCount();
    const adminBefore = await cartCount();
    expect(clientBefore).toBeGreaterThan(0);
    const fresh = (await page('perPage=100')).products.find((p) => !p.isInCart)!;
    await api.post(`${SHOP}/cart`, { productId: fresh.id });
    expect(await cartCount()).toBe(adminBefore + 1);
    expect(await clientCount()).toBe(clientBefore);
  });

  it('refuses unknown products (404) and bad bodies (400), changing nothing', async () => {
    const before = await page('perPage=100');
    for (const list of ['cart', 'wishlist']) {
      expectError(await api.post(`${SHOP}/${list}`, { productId: 999 }), 404);
      expectError(await api.del(`${SHOP}/${list}/999`), 404);
      await expectEach(
        [api.post(`${SHOP}/${list}`, { productId: '3' }), api.post(`${SHOP}/${list}`, {}), api.post(`${SHOP}/${list}`, { productId: -1 }), api.del(`${SHOP}/${list}/x`)],
        400,
      );
    }
    expect(await page('perPage=100')).toEqual(before);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    for (const url of [`${SHOP}/products`, '/api/apps/e-commerce/products', `${SHOP}/products/1`, `${SHOP}/wishlist`, `${SHOP}/cart`]) {
      await expectGuarded(api, 'GET', url);
    }
    await expectGuarded(api, 'POST', `${SHOP}/cart`, { productId: 1 });
    await expectGuarded(api, 'POST', `${SHOP}/wishlist`, { productId: 1 });
    await expectGuarded(api, 'DELETE', `${SHOP}/cart/1`);
    await expectGuarded(api, 'DELETE', `${SHOP}/wishlist/1`);
  });
});
