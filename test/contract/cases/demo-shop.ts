import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const SHOP = '/api/apps/ecommerce';
const ADDRESS = { fullName: 'Ama Mensah', phone: '+233 20 123 4567', line1: '12 Ring Road', city: 'Accra', postalCode: 'GA-184', country: 'Ghana', kind: 'work' };
const ORDER = { address: ADDRESS, paymentMethod: 'demo-card' };

const listCases = (operationId: string, url: string): ContractCase[] => [
  { operationId, title: 'search, cheapest first', status: 200, run: call('GET', `${url}?q=a&sortBy=price-asc&page=1&perPage=9`) },
  {
    operationId,
    title: 'every filter with facets',
    status: 200,
    run: call('GET', `${url}?category=audio&brand=Sony&brand=Bose&minRating=3&minPriceCents=1000&maxPriceCents=50000`),
  },
  { operationId, title: 'unknown sort', status: 400, run: call('GET', `${url}?sortBy=rating`) },
  { operationId, title: 'price range inverted', status: 400, run: call('GET', `${url}?minPriceCents=500&maxPriceCents=100`) },
  ...guardCases(operationId, 'GET', url),
];

const basketCases = (list: 'wishlist' | 'cart', noun: string): ContractCase[] => [
  { operationId: `addToDemo${noun}`, title: 'add a product', status: 201, run: call('POST', `${SHOP}/${list}`, { productId: 20 }) },
  { operationId: `addToDemo${noun}`, title: 'id as text', status: 400, run: call('POST', `${SHOP}/${list}`, { productId: '20' }) },
  { operationId: `addToDemo${noun}`, title: 'unknown product', status: 404, run: call('POST', `${SHOP}/${list}`, { productId: 999 }) },
  ...guardCases(`addToDemo${noun}`, 'POST', `${SHOP}/${list}`, { productId: 20 }),
  { operationId: `removeFromDemo${noun}`, title: 'remove it again', status: 200, run: call('DELETE', `${SHOP}/${list}/20`) },
  { operationId: `removeFromDemo${noun}`, title: 'malformed id', status: 400, run: call('DELETE', `${SHOP}/${list}/x`) },
  { operationId: `removeFromDemo${noun}`, title: 'unknown product', status: 404, run: call('DELETE', `${SHOP}/${list}/999`) },
  ...guardCases(`removeFromDemo${noun}`, 'DELETE', `${SHOP}/${list}/20`),
];

const qtyCases: ContractCase[] = [
  { operationId: 'addToDemoCart', title: 'add with quantity and colour', status: 201, run: call('POST', `${SHOP}/cart`, { productId: 21, qty: 2, color: 'success' }) },
  { operationId: 'updateDemoCartQty', title: 'change the quantity', status: 200, run: call('POST', `${SHOP}/cart/21`, { qty: 5 }) },
  { operationId: 'updateDemoCartQty', title: 'negative quantity', status: 400, run: call('POST', `${SHOP}/cart/21`, { qty: -1 }) },
  { operationId: 'updateDemoCartQty', title: 'product not in the cart', status: 404, run: call('POST', `${SHOP}/cart/22`, { qty: 1 }) },
  ...guardCases('updateDemoCartQty', 'POST', `${SHOP}/cart/21`, { qty: 2 }),
];

const orderCases: ContractCase[] = [
  {
    operationId: 'placeDemoOrder',
    title: 'order the cart',
    status: 201,
    run: async (ctx) => {
      const res = await call('POST', `${SHOP}/orders`, ORDER)(ctx);
      ctx.memo.set('orderId', res.json().order?.id);
      return res;
    },
  },
  { operationId: 'placeDemoOrder', title: 'the cart is now empty', status: 409, run: call('POST', `${SHOP}/orders`, ORDER) },
  { operationId: 'placeDemoOrder', title: 'foreign payment method', status: 400, run: call('POST', `${SHOP}/orders`, { ...ORDER, paymentMethod: 'card' }) },
  ...guardCases('placeDemoOrder', 'POST', `${SHOP}/orders`, ORDER),
  { operationId: 'getDemoOrder', title: 'the order placed', status: 200, run: (ctx) => call('GET', `${SHOP}/orders/${ctx.memo.get('orderId')}`)(ctx) },
  { operationId: 'getDemoOrder', title: 'malformed id', status: 400, run: call('GET', `${SHOP}/orders/x`) },
  { operationId: 'getDemoOrder', title: 'unknown order', status: 404, run: call('GET', `${SHOP}/orders/999`) },
  ...guardCases('getDemoOrder', 'GET', `${SHOP}/orders/1`),
];

export const cases: ContractCase[] = [
  ...listCases('listDemoProducts', `${SHOP}/products`),
  ...listCases('listDemoProductsAtMockPath', '/api/apps/e-commerce/products'),
  { operationId: 'getDemoProduct', title: 'one product with related products', status: 200, run: call('GET', `${SHOP}/products/2`) },
  { operationId: 'getDemoProduct', title: 'malformed id', status: 400, run: call('GET', `${SHOP}/products/x`) },
  { operationId: 'getDemoProduct', title: 'unknown product', status: 404, run: call('GET', `${SHOP}/products/999`) },
  ...guardCases('getDemoProduct', 'GET', `${SHOP}/products/2`),
  { operationId: 'listDemoWishlist', title: 'starter wishlist', status: 200, run: call('GET', `${SHOP}/wishlist`) },
  ...guardCases('listDemoWishlist', 'GET', `${SHOP}/wishlist`),
  ...basketCases('wishlist', 'Wishlist'),
  ...basketCases('cart', 'Cart'),
  ...qtyCases,
  { operationId: 'listDemoCart', title: 'cart with quantities and totals', status: 200, run: call('GET', `${SHOP}/cart`) },
  ...guardCases('listDemoCart', 'GET', `${SHOP}/cart`),
  ...orderCases,
];
