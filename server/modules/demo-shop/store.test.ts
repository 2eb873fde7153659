import { describe, expect, it } from 'vitest';
import { createDemoShopStore } from './store.js';

const ADDRESS = { fullName: 'Ama Mensah', phone: '+233 20 123 4567', line1: '12 Ring Road', city: 'Accra', postalCode: 'GA-184', country: 'Ghana', kind: 'home' as const };

describe('demo shop orders', () => {
  it("keeps each user's orders to that user: another user's order is not found", () => {
    const store = createDemoShopStore();
    const order = store.placeOrder(7, ADDRESS, 'demo-card');
    expect(store.order(7, order.id)).toEqual(order);
    expect(() => store.order(8, order.id)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });

  it('numbers orders one after another and never hands out the stored record', () => {
    const store = createDemoShopStore();
    const first = store.placeOrder(1, ADDRESS, 'demo-card');
    store.addToCart(1, 2, {});
    const second = store.placeOrder(1, ADDRESS, 'cash-on-delivery');
    expect([first.number, second.number]).toEqual(['ORD-000001', 'ORD-000002']);
    second.lines[0]!.qty = 99;
    expect(store.order(1, second.id).lines[0]!.qty).toBe(1);
  });
});
