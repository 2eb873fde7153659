import { describe, expect, it } from 'vitest';
import { priceInCents, totalInCents } from './price';

describe('supplies order totals', () => {
  it('counts in whole cents, so 0.1 + 0.2 is 30 cents and not 30.000000000000004', () => {
    expect(priceInCents({ name: 'Gloves', cost: 0.1, quantity: 1 }) + priceInCents({ name: 'Masks', cost: 0.2, quantity: 1 })).toBe(30);
    expect(totalInCents([{ name: 'Stethoscope', cost: 89.9, quantity: 2 }, { name: 'Gloves', cost: 0.1, quantity: 3 }])).toBe(18_010);
  });

  it('treats an empty cost or quantity as nothing to pay', () => {
    expect(priceInCents({ name: 'New', cost: null, quantity: 1 })).toBe(0);
    expect(priceInCents({ name: 'New', cost: 12.5, quantity: null })).toBe(0);
    expect(totalInCents([])).toBe(0);
  });
});
