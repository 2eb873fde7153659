import { describe, expect, it } from 'vitest';
import { cartTotals, DELIVERY_FEE_CENTS, percentOfCents } from './shop-cart-totals.js';

const line = (priceCents: number, qty: number, discountPercentage = 0, hasFreeShipping = false) => ({ priceCents, qty, discountPercentage, hasFreeShipping });

describe('cart totals in integer cents', () => {
  it('adds 0.10 + 0.20 to exactly 0.30', () => {
    expect(cartTotals([line(10, 1), line(20, 1)])).toMatchObject({ subtotalCents: 30, discountCents: 0, itemCount: 2 });
  });

  it('rounds each discount half up to the cent', () => {
    expect(percentOfCents(10, 5)).toBe(1); // 0.5 cent → 1
    expect(percentOfCents(10, 4)).toBe(0); // 0.4 cent → 0
    expect(percentOfCents(2999 * 3, 13)).toBe(1170); // 1169.61 → 1170
    expect(cartTotals([line(2999, 3, 13), line(4999, 2, 15)])).toMatchObject({ subtotalCents: 18995, discountCents: 1170 + 1500 });
  });

  it('charges delivery unless every product ships free or the goods reach $100', () => {
    expect(cartTotals([line(5000, 1)]).deliveryCents).toBe(DELIVERY_FEE_CENTS);
    expect(cartTotals([line(5000, 1)]).totalCents).toBe(5000 + DELIVERY_FEE_CENTS);
    expect(cartTotals([line(5000, 1, 0, true)]).deliveryCents).toBe(0);
    expect(cartTotals([line(5000, 2)]).deliveryCents).toBe(0);
    expect(cartTotals([line(10_200, 1, 1)]).deliveryCents).toBe(0); // 100.98 after a 1.02 discount
    expect(cartTotals([line(10_000, 1, 1)]).deliveryCents).toBe(DELIVERY_FEE_CENTS); // 99.00 after a 1.00 discount
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotalCents: 0, discountCents: 0, deliveryCents: 0, totalCents: 0 });
  });

  it('stays exact for the largest cart the shop allows', () => {
    const totals = cartTotals(Array.from({ length: 30 }, () => line(199_999, 10, 19)));
    expect(totals.subtotalCents).toBe(59_999_700);
    expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
  });
});
