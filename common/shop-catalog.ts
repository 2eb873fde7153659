/**
 * The demo shop's closed vocabularies, shared by the server (validation, seed) and the SPA (URL
 * state, labels): product categories, brands, colours, the price ranges offered as facets, and the
 * most of one product a cart may hold. Money is in integer cents everywhere.
 */
export const SHOP_CATEGORIES = ['audio', 'computers', 'phones', 'wearables', 'cameras', 'gaming', 'home', 'accessories'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const SHOP_BRANDS = ['Apple', 'Bose', 'Canon', 'Dell', 'Garmin', 'Lenovo', 'Logitech', 'Nintendo', 'Philips', 'Samsung', 'Sony'] as const;
export type ShopBrand = (typeof SHOP_BRANDS)[number];

/** A product's colour options (the names of the theme's colours). */
export const SHOP_COLORS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export type ShopColor = (typeof SHOP_COLORS)[number];

/** The "n stars and up" choices of the rating filter, best first. */
export const SHOP_RATING_STEPS = [4, 3, 2, 1] as const;

/** The price ranges of the price facet: `minCents` and `maxCents` both included; the last is open. */
export const SHOP_PRICE_RANGES: readonly { minCents: number; maxCents?: number }[] = [
  { minCents: 0, maxCents: 4_999 },
  { minCents: 5_000, maxCents: 19_999 },
  { minCents: 20_000, maxCents: 99_999 },
  { minCents: 100_000 },
];

/** The most of one product a cart may hold. */
export const MAX_CART_QTY = 10;

/** The highest price a filter may name (a million, in cents). */
export const MAX_PRICE_CENTS = 100_000_000;
