import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const SHOP = '/api/apps/ecommerce';

const listCases = (operationId: string, url: string): ContractCase[] => [
  { operationId, title: 'search, cheapest first', status: 200, run: call('GET', `${url}?q=a&sortBy=price-asc&page=1&perPage=9`) },
  { operationId, title: 'unknown sort', status: 400, run: call('GET', `${url}?sortBy=rating`) },
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

export const cases: ContractCase[] = [
  ...listCases('listDemoProducts', `${SHOP}/products`),
  ...listCases('listDemoProductsAtMockPath', '/api/apps/e-commerce/products'),
  { operationId: 'getDemoProduct', title: 'one product', status: 200, run: call('GET', `${SHOP}/products/2`) },
  { operationId: 'getDemoProduct', title: 'malformed id', status: 400, run: call('GET', `${SHOP}/products/x`) },
  { operationId: 'getDemoProduct', title: 'unknown product', status: 404, run: call('GET', `${SHOP}/products/999`) },
  ...guardCases('getDemoProduct', 'GET', `${SHOP}/products/2`),
  { operationId: 'listDemoWishlist', title: 'starter wishlist', status: 200, run: call('GET', `${SHOP}/wishlist`) },
  ...guardCases('listDemoWishlist', 'GET', `${SHOP}/wishlist`),
  { operationId: 'listDemoCart', title: 'starter cart', status: 200, run: call('GET', `${SHOP}/cart`) },
  ...guardCases('listDemoCart', 'GET', `${SHOP}/cart`),
  ...basketCases('wishlist', 'Wishlist'),
  ...basketCases('cart', 'Cart'),
];
