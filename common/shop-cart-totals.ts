/**
 * The money of a cart, in integer cents (never binary floating point): the subtotal, the
 * products' discounts, delivery and the total. The server prices an order with it and the SPA
 * shows the same figures for the cart it holds, so both always agree.
 */
export interface PricedLine {
  priceCents: number;
  qty: number;
  /** Whole percent off this line (3..20 in the demo cart). */
  discountPercentage: number;
  hasFreeShipping: boolean;
}

export interface CartTotals {
  /** Units over all lines (the navbar's cart count). */
  itemCount: number;
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  totalCents: number;
}

/** Delivery costs this much unless every product ships free or the goods reach FREE_DELIVERY_FROM_CENTS. */
export const DELIVERY_FEE_CENTS = 999;
export const FREE_DELIVERY_FROM_CENTS = 10_000;

/** `percent` % of `cents`, rounded half up to the cent, in integers only. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let itemCount = 0;
  let subtotalCents = 0;
  let discountCents = 0;
  for (const line of lines) {
    const lineCents = line.priceCents * line.qty;
    itemCount += line.qty;
    subtotalCents += lineCents;
    discountCents += percentOfCents(lineCents, line.discountPercentage);
  }
  const goodsCents = subtotalCents - discountCents;
  const shipsFree = lines.every((line) => line.hasFreeShipping) || goodsCents >= FREE_DELIVERY_FROM_CENTS;
  const deliveryCents = shipsFree ? 0 : DELIVERY_FEE_CENTS;
  return { itemCount, subtotalCents, discountCents, deliveryCents, totalCents: goodsCents + deliveryCents };
}
