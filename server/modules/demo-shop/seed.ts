import { SHOP_COLORS, type ShopBrand, type ShopCategory } from '../../../common/shop-catalog.js';
import { slugify } from '../../lib/demo-kit/seed-tools.js';
import type { DemoCartItem, DemoProduct, DemoWishlistItem } from './schemas.js';

/** [category, brand, name, price in cents, rating, ships free] */
type Row = [ShopCategory, ShopBrand, string, number, number, boolean];

const CATALOG: Row[] = [
  ['audio', 'Sony', 'Noise-Cancelling Wireless Headphones', 34_999, 5, true],
  ['computers', 'Apple', 'Laptop 14-inch, 16 GB', 199_900, 5, true],
  ['phones', 'Samsung', 'Smartphone 6.2-inch, 128 GB', 79_999, 4, true],
  ['accessories', 'Logitech', 'Wireless Mouse', 2_999, 4, false],
  ['wearables', 'Garmin', 'GPS Running Watch', 29_999, 4, true],
  ['cameras', 'Canon', 'Mirrorless Camera with 18-45 mm Lens', 84_900, 5, true],
  ['gaming', 'Nintendo', 'Handheld Game Console', 32_999, 5, false],
  ['home', 'Philips', 'Air Fryer 4 L', 11_999, 4, false],
  ['audio', 'Bose', 'Portable Bluetooth Speaker', 14_900, 4, false],
  ['computers', 'Dell', '27-inch 4K Monitor', 42_999, 3, true],
  ['phones', 'Apple', 'Smartphone 6.1-inch, 256 GB', 109_900, 5, true],
  ['accessories', 'Logitech', 'Mechanical Keyboard', 8_999, 4, false],
  ['wearables', 'Samsung', 'Smartwatch 44 mm', 27_900, 3, false],
  ['cameras', 'Sony', 'Compact Vlogging Camera', 69_999, 4, true],
  ['gaming', 'Sony', 'Wireless Game Controller', 6_999, 4, false],
  ['home', 'Philips', 'Electric Toothbrush', 4_999, 3, false],
  ['audio', 'Apple', 'Wireless Earbuds', 24_900, 4, true],
  ['computers', 'Lenovo', 'Thin Laptop 15-inch, 8 GB', 64_999, 3, false],
  ['phones', 'Samsung', 'Tablet 11-inch, 128 GB', 49_999, 4, false],
  ['accessories', 'Apple', 'USB-C Charger 35 W', 5_900, 2, false],
  ['wearables', 'Garmin', 'Fitness Band', 9_999, 2, false],
  ['cameras', 'Canon', 'Instant Photo Printer', 12_999, 3, false],
  ['gaming', 'Logitech', 'Racing Wheel and Pedals', 29_999, 4, true],
  ['home', 'Philips', 'Smart LED Bulb, Pack of 3', 3_499, 4, false],
  ['audio', 'Philips', 'Soundbar with Subwoofer', 19_999, 3, true],
  ['computers', 'Dell', 'Desktop Tower, Core i7', 119_999, 4, true],
  ['accessories', 'Samsung', 'Portable SSD 1 TB', 10_999, 5, false],
  ['gaming', 'Nintendo', 'Family Party Game', 4_999, 1, false],
  ['home', 'Samsung', 'Robot Vacuum Cleaner', 39_999, 2, true],
  ['accessories', 'Bose', 'Headphone Carry Case', 1_999, 1, false],
];

const FEATURES: Record<ShopCategory, string> = {
  audio: 'Rich, balanced sound with long battery life and quick pairing.',
  computers: 'Fast, quiet and built to last through a full working day.',
  phones: 'A bright display, an all-day battery and a camera for every moment.',
  wearables: 'Tracks your activity, sleep and heart rate, and shows your notifications.',
  cameras: 'Sharp photos and smooth 4K video, with fast autofocus.',
  gaming: 'Hours of play for the whole family, at home or on the go.',
  home: 'Makes everyday chores simpler, with a design that fits any home.',
  accessories: 'A reliable companion for your devices, at home or at work.',
};

export const SEEDED_PRODUCTS = CATALOG.length;

/** The shop's products: every category, brand, price range and rating, the same on every start. */
export function seedDemoProducts(): DemoProduct[] {
  return CATALOG.map(([category, brand, model, priceCents, rating, hasFreeShipping], index) => {
    const id = index + 1;
    const name = `${brand} ${model}`;
    return {
      id,
      name,
      slug: `${slugify(name)}-${id}`,
      description: `${model} by ${brand}. ${FEATURES[category]}`,
      brand,
      category,
      priceCents,
      image: `/images/products/${((id - 1) % 12) + 1}.svg`,
      hasFreeShipping,
      rating,
    };
  });
}

/** Colours offered for a product: always at least two, the same on every call. */
export const colorOptionsOf = (productId: number) => SHOP_COLORS.filter((_, i) => (productId + i) % 2 === 0);

/** What a user's wishlist and cart hold the first time they are looked at: never empty. */
export function starterBasket(userId: number, productCount: number): { wishlist: DemoWishlistItem[]; cart: DemoCartItem[] } {
  const pick = (step: number, offset: number) => ((userId * step + offset) % productCount) + 1;
  const wishlistIds = [...new Set([pick(3, 0), pick(3, 7), pick(3, 13)])];
  const cartIds = [...new Set([pick(5, 2), pick(5, 11)])];
  return {
    wishlist: wishlistIds.map((productId, i) => ({ id: i + 1, productId })),
    cart: cartIds.map((productId, i) => ({ id: i + 1, productId, qty: 1 + (i % 2) })),
  };
}
