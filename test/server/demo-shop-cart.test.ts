import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_QTY } from '../../common/shop-catalog.js';
import { bearer } from '../helpers/app.js';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi, type Who } from './demo-helpers.js';

interface CartProduct {
  id: number;
  priceCents: number;
  qty: number;
  color?: string;
  hasFreeShipping: boolean;
  discountPercentage: number;
  shippingDate: string;
  offers: number;
}
interface Totals {
  itemCount: number;
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  totalCents: number;
}

const SHOP = '/api/apps/ecommerce';
let api: DemoApi;

const cart = async () => (await api.get(`${SHOP}/cart`)).json() as { products: CartProduct[]; totals: Totals };
const cartIds = async () => (await cart()).products.map((p) => p.id);
const navbarCount = async (who: Exclude<Who, 'anonymous'> = 'admin') => {
  const res = await api.test.app.inject({ url: '/api/auth/me', headers: bearer(await api.test.token(who)) });
  return res.json().extras.eCommerceCartItemsCount as number;
};
const setQty = (productId: number | string, body: unknown) => api.post(`${SHOP}/cart/${productId}`, body);
/** Empties the admin's cart through the API. */
async function emptyCart() {
  for (const id of await cartIds()) expect((await api.del(`${SHOP}/cart/${id}`)).statusCode).toBe(200);
}

/** What the cart's totals must be, worked out here independently of the server. */
function expectedTotals(products: CartProduct[]): Totals {
  const subtotalCents = products.reduce((n, p) => n + p.priceCents * p.qty, 0);
  const discountCents = products.reduce((n, p) => n + Math.round((p.priceCents * p.qty * p.discountPercentage) / 100), 0);
  const goods = subtotalCents - discountCents;
  const deliveryCents = products.every((p) => p.hasFreeShipping) || goods >= 10_000 ? 0 : 999;
  return { itemCount: products.reduce((n, p) => n + p.qty, 0), subtotalCents, discountCents, deliveryCents, totalCents: goods + deliveryCents };
}

const ADDRESS = {
  fullName: 'Ama Mensah',
  phone: '+233 20 123 4567',
  line1: '12 Ring Road',
  line2: '',
  city: 'Accra',
  postalCode: 'GA-184',
  country: 'Ghana',
  kind: 'home',
};

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo cart', () => {
  it('carries qty, a shipping date within a week, offers 1..4, discount 3..20 and the totals in cents', async () => {
    const now = Date.now();
    const { products, totals } = await cart();
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.qty).toBeGreaterThanOrEqual(1);
      expect(Date.parse(p.shippingDate) - now).toBeGreaterThan(0);
      expect(Date.parse(p.shippingDate) - now).toBeLessThanOrEqual(7 * 86_400_000);
      expect(p.offers).toBeGreaterThanOrEqual(1);
      expect(p.offers).toBeLessThanOrEqual(4);
      expect(p.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(p.discountPercentage).toBeLessThanOrEqual(20);
    }
    expect(totals).toEqual(expectedTotals(products));
  });

  it('adds a product once, with the quantity and colour given; the navbar count is the units in the cart', async () => {
    await emptyCart();
    expect(await navbarCount()).toBe(0);
    const first = await api.post(`${SHOP}/cart`, { productId: 4 });
    expect(first.statusCode).toBe(201);
    expect(first.json().items).toEqual([expect.objectContaining({ productId: 4, qty: 1 })]);
    const colour = (await api.get(`${SHOP}/products/4`)).json().product.colorOptions[1];
    const again = await api.post(`${SHOP}/cart`, { productId: 4, qty: 3, color: colour });
    expect(again.json().items).toEqual([expect.objectContaining({ productId: 4, qty: 3, color: colour })]);
    expect((await cart()).products).toEqual([expect.objectContaining({ id: 4, qty: 3, color: colour })]);
    expect(await navbarCount()).toBe(3);
  });

  it('refuses a colour the product does not come in, and foreign colours', async () => {
    const offered = (await api.get(`${SHOP}/products/5`)).json().product.colorOptions as string[];
    const other = ['primary', 'success', 'warning', 'danger', 'info'].find((c) => !offered.includes(c))!;
    const refused = await api.post(`${SHOP}/cart`, { productId: 5, color: other });
    expectError(refused, 400);
    expect(refused.json()).toMatchObject({ code: 'color_not_offered', field: 'color' });
    await expectEach([api.post(`${SHOP}/cart`, { productId: 5, color: 'red' }), api.post(`${SHOP}/cart`, { productId: 5, color: 'primary\u0000' })], 400);
    expect(await cartIds()).not.toContain(5);
  });

  it('saves a new quantity and the totals and navbar count follow', async () => {
    await emptyCart();
    await api.post(`${SHOP}/cart`, { productId: 4 });
    await api.post(`${SHOP}/cart`, { productId: 8 });
    const res = await setQty(8, { qty: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ productId: 4, qty: 1 }), expect.objectContaining({ productId: 8, qty: 4 })]);
    const { products, totals } = await cart();
    expect(totals).toEqual(expectedTotals(products));
    expect(totals.itemCount).toBe(5);
    expect(await navbarCount()).toBe(5);
    expect((await setQty(8, { qty: MAX_CART_QTY })).statusCode).toBe(200);
    expect(await navbarCount()).toBe(1 + MAX_CART_QTY);
  });

  it('refuses hostile quantities (400) and products not in the cart (404), changing nothing', async () => {
    const before = await cart();
    const bodies = [{ qty: 0 }, { qty: -1 }, { qty: MAX_CART_QTY + 1 }, { qty: 1e9 }, { qty: 2.5 }, { qty: '3' }, { qty: null }, {}, { qty: [2] }];
    await expectEach(bodies.map((body) => setQty(4, body)), 400);
    await expectEach([setQty('x', { qty: 1 }), setQty(0, { qty: 1 }), setQty(-4, { qty: 1 }), api.post(`${SHOP}/cart`, { productId: 4, qty: -2 }), api.post(`${SHOP}/cart`, { productId: 4, qty: 11 })], 400);
    expectError(await setQty(999, { qty: 1 }), 404);
    const notInCart = await setQty(20, { qty: 2 });
    expectError(notInCart, 404);
    expect(notInCart.json().code).toBe('not_in_cart');
    expect(await cart()).toEqual(before);
  });

  it('removes a product and the count follows; a basket is kept per user', async () => {
    const clientBefore = await navbarCount('client');
    await emptyCart();
    await api.post(`${SHOP}/cart`, { productId: 6, qty: 2 });
    await api.post(`${SHOP}/cart`, { productId: 7 });
    expect(await navbarCount()).toBe(3);
    const removed = await api.del(`${SHOP}/cart/6`);
    expect(removed.json().items.map((i: { productId: number }) => i.productId)).toEqual([7]);
    expect(await navbarCount()).toBe(1);
    expect(await navbarCount('client')).toBe(clientBefore);
  });

  it('adds to and removes from the wishlist, one entry each', async () => {
    const listed = async () => ((await api.get(`${SHOP}/wishlist`)).json().products as { id: number; isInWishlist: boolean }[]);
    const fresh = (await api.get(`${SHOP}/products?perPage=100`)).json().products.find((p: { isInWishlist: boolean }) => !p.isInWishlist);
    await api.post(`${SHOP}/wishlist`, { productId: fresh.id });
    expect((await api.post(`${SHOP}/wishlist`, { productId: fresh.id })).statusCode).toBe(201);
    expect((await listed()).filter((p) => p.id === fresh.id)).toEqual([expect.objectContaining({ isInWishlist: true })]);
    expect((await api.del(`${SHOP}/wishlist/${fresh.id}`)).statusCode).toBe(200);
    expect((await listed()).map((p) => p.id)).not.toContain(fresh.id);
  });

  it('refuses unknown products (404) and bad bodies (400) on both lists, changing nothing', async () => {
    const before = await api.get(`${SHOP}/products?perPage=100`);
    for (const list of ['cart', 'wishlist']) {
      expectError(await api.post(`${SHOP}/${list}`, { productId: 999 }), 404);
      expectError(await api.del(`${SHOP}/${list}/999`), 404);
      const bodies = [{ productId: '3' }, {}, { productId: -1 }, { productId: 2 ** 31 }, { productId: 1.5 }, { productId: null }];
      await expectEach([...bodies.map((body) => api.post(`${SHOP}/${list}`, body)), api.del(`${SHOP}/${list}/x`)], 400);
    }
    expect((await api.get(`${SHOP}/products?perPage=100`)).json()).toEqual(before.json());
  });
});

describe('demo orders', () => {
  beforeEach(emptyCart);

  it('turns the cart into an order priced by the server, empties the cart and zeroes the navbar count', async () => {
    await api.post(`${SHOP}/cart`, { productId: 4, qty: 3 });
    await api.post(`${SHOP}/cart`, { productId: 16, qty: 2 });
    const before = await cart();
    expect(before.totals).toEqual(expectedTotals(before.products));

    const res = await api.post(`${SHOP}/orders`, { address: ADDRESS, paymentMethod: 'demo-card', totals: { totalCents: 1 } });
    expect(res.statusCode, res.body).toBe(201);
    const { order, cart: after } = res.json();
    expect(order.number).toMatch(/^ORD-\d{6}$/);
    expect(order.totals).toEqual(before.totals);
    expect(order.lines.map((l: { productId: number; qty: number; priceCents: number }) => [l.productId, l.qty, l.priceCents])).toEqual(
      before.products.map((p) => [p.id, p.qty, p.priceCents]),
    );
    expect(order.address).toEqual(ADDRESS);
    expect(order.paymentMethod).toBe('demo-card');
    expect(after).toEqual({ items: [] });
    expect((await cart()).products).toEqual([]);
    expect((await cart()).totals.totalCents).toBe(0);
    expect(await navbarCount()).toBe(0);

    const read = await api.get(`${SHOP}/orders/${order.id}`);
    expect(read.json()).toEqual({ order });
  });

  it('stores no card data and no unknown keys', async () => {
    await api.post(`${SHOP}/cart`, { productId: 3 });
    const card = { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30' };
    const res = await api.post(`${SHOP}/orders`, { address: { ...ADDRESS, ...card }, paymentMethod: 'demo-card', card });
    expect(res.statusCode).toBe(201);
    const stored = (await api.get(`${SHOP}/orders/${res.json().order.id}`)).body;
    expect(stored).not.toContain('4111');
    expect(stored).not.toContain('cvv');
    expect(stored).not.toContain('cardNumber');
  });

  it('refuses an empty cart with 409 cart_empty', async () => {
    const res = await api.post(`${SHOP}/orders`, { address: ADDRESS, paymentMethod: 'cash-on-delivery' });
    expectError(res, 409);
    expect(res.json().code).toBe('cart_empty');
  });

  it('places one order when two are sent at once from the same cart', async () => {
    await api.post(`${SHOP}/cart`, { productId: 9 });
    const body = { address: ADDRESS, paymentMethod: 'cash-on-delivery' };
    const answers = await Promise.all([api.post(`${SHOP}/orders`, body), api.post(`${SHOP}/orders`, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses hostile addresses and payment methods with 400, leaving the cart as it was', async () => {
    await api.post(`${SHOP}/cart`, { productId: 10, qty: 2 });
    const before = await cart();
    const addresses: unknown[] = [
      { ...ADDRESS, fullName: '' },
      { ...ADDRESS, fullName: '   ' },
      { ...ADDRESS, fullName: 'Ama\u0000Mensah' },
      { ...ADDRESS, city: 'Ac\u001bcra' },
      { ...ADDRESS, line1: 'Ring\nRoad' },
      { ...ADDRESS, line2: 'Flat \ud800' },
      { ...ADDRESS, country: '\udc00Ghana' },
      { ...ADDRESS, line1: HUGE },
      { ...ADDRESS, phone: '12' },
      { ...ADDRESS, phone: 'call me' },
      { ...ADDRESS, postalCode: '<script>' },
      { ...ADDRESS, kind: 'castle' },
      { ...ADDRESS, city: 42 },
      { fullName: 'Ama Mensah' },
      'Accra',
      null,
    ];
    const calls = addresses.map((address) => api.post(`${SHOP}/orders`, { address, paymentMethod: 'demo-card' }));
    calls.push(api.post(`${SHOP}/orders`, { address: ADDRESS, paymentMethod: 'bitcoin' }));
    calls.push(api.post(`${SHOP}/orders`, { address: ADDRESS }));
    await expectEach(calls, 400);
    expect(await cart()).toEqual(before);
  });

  it('accepts letters of every language and emoji in the address', async () => {
    await api.post(`${SHOP}/cart`, { productId: 11 });
    const address = { ...ADDRESS, fullName: 'Zoë Ødegård-Nguyễn 😀', city: 'São Paulo', country: 'Brasil' };
    const res = await api.post(`${SHOP}/orders`, { address, paymentMethod: 'demo-card' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.address).toEqual(address);
  });

  it('answers 404 for unknown orders and 400 for malformed ids', async () => {
    expectError(await api.get(`${SHOP}/orders/999`), 404);
    await expectEach(['x', '0', '-1', '1.5'].map((id) => api.get(`${SHOP}/orders/${id}`)), 400);
  });
});

describe('demo shop guards', () => {
  it('needs a token (401) and the Demo ability (403) for every cart, wishlist and order operation', async () => {
    for (const url of [`${SHOP}/wishlist`, `${SHOP}/cart`, `${SHOP}/orders/1`]) await expectGuarded(api, 'GET', url);
    await expectGuarded(api, 'POST', `${SHOP}/cart`, { productId: 1 });
    await expectGuarded(api, 'POST', `${SHOP}/cart/1`, { qty: 2 });
    await expectGuarded(api, 'POST', `${SHOP}/wishlist`, { productId: 1 });
    await expectGuarded(api, 'POST', `${SHOP}/orders`, { address: ADDRESS, paymentMethod: 'demo-card' });
    await expectGuarded(api, 'DELETE', `${SHOP}/cart/1`);
    await expectGuarded(api, 'DELETE', `${SHOP}/wishlist/1`);
  });
});
