import { seededFaker, slugify } from '../demo-kit/seed-tools.js';
import type { DemoCartItem, DemoProduct, DemoWishlistItem } from './schemas.js';

const BRANDS = ['Apple', 'Sony', 'Samsung', 'Logitech', 'Bose', 'Philips', 'Nike', 'Adidas', 'Dell', 'Lenovo'];
const COLORS = ['primary', 'success', 'warning', 'danger', 'info'];
export const SEEDED_PRODUCTS = 28;

/** 28 products with realistic names, prices and ratings. */
export function seedDemoProducts(): DemoProduct[] {
  const faker = seededFaker(5005);
  return Array.from({ length: SEEDED_PRODUCTS }, (_, index) => {
    const id = index + 1;
    const brand = faker.helpers.arrayElement(BRANDS);
    const name = `${brand} ${faker.commerce.productName()}`;
    return {
      id,
      name,
      slug: `${slugify(name)}-${id}`,
      description: faker.commerce.productDescription(),
      brand,
      price: Number(faker.commerce.price({ min: 9, max: 1500 })),
      image: `/images/products/${((id - 1) % 12) + 1}.png`,
      hasFreeShipping: faker.datatype.boolean(),
      rating: faker.number.int({ min: 1, max: 5 }),
    };
  });
}

/** Colours offered for a product: always at least two, the same on every call. */
export const colorOptionsOf = (productId: number) => COLORS.filter((_, i) => (productId + i) % 2 === 0);

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
