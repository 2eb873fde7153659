import type { Static } from '@sinclair/typebox';
import { findOr404, nextId, paginate, search, sortItems } from '../demo-kit/list.js';
import { daysFrom } from '../demo-kit/seed-tools.js';
import type { DemoCartItem, DemoProduct, DemoProductsQuerySchema, DemoWishlistItem } from './schemas.js';
import { colorOptionsOf, seedDemoProducts, starterBasket } from './seed.js';

type ProductsQuery = Static<typeof DemoProductsQuerySchema>;
interface Basket {
  wishlist: DemoWishlistItem[];
  cart: DemoCartItem[];
}
export type BasketList = keyof Basket;

function sortProducts(products: DemoProduct[], sortBy: ProductsQuery['sortBy']) {
  if (sortBy === 'price-asc') return sortItems(products, (p) => p.price);
  if (sortBy === 'price-desc') return sortItems(products, (p) => p.price, true);
  return sortItems(products, (p) => p.id);
}

/** The shop of one app instance: products, and a wishlist and cart per signed-in user. */
export function createDemoShopStore() {
  const products = seedDemoProducts();
  const baskets = new Map<number, Basket>();

  /** A user's basket, filled with a few products on first access. */
  function basketOf(userId: number): Basket {
    if (!baskets.has(userId)) baskets.set(userId, starterBasket(userId, products.length));
    return baskets.get(userId)!;
  }

  const product = (productId: number) => findOr404(products, productId, 'Product');

  function withFlags(item: DemoProduct, basket: Basket) {
    return {
      ...item,
      isInWishlist: basket.wishlist.some((w) => w.productId === item.id),
      isInCart: basket.cart.some((c) => c.productId === item.id),
    };
  }

  return {
    cartSize: (userId: number) => basketOf(userId).cart.length,

    list(userId: number, query: ProductsQuery) {
      const basket = basketOf(userId);
      const found = sortProducts(search(products, query.q, (p) => [p.name]), query.sortBy);
      return {
        products: paginate(found, query, 9).map((p) => withFlags(p, basket)),
        total: found.length,
        userWishlist: basket.wishlist,
        userCart: basket.cart,
      };
    },

    detail(userId: number, productId: number) {
      return { ...withFlags(product(productId), basketOf(userId)), colorOptions: colorOptionsOf(productId) };
    },

    wishlistProducts(userId: number) {
      const basket = basketOf(userId);
      return basket.wishlist.map((item) => withFlags(product(item.productId), basket));
    },

    /** Cart products with quantity and the demo's delivery figures (the same for a product on every call). */
    cartProducts(userId: number) {
      const basket = basketOf(userId);
      return basket.cart.map((item) => ({
        ...withFlags(product(item.productId), basket),
        qty: item.qty,
        shippingDate: daysFrom(new Date(), 1 + (item.productId % 6)).toISOString(),
        offers: 1 + (item.productId % 4),
        discountPercentage: 3 + ((item.productId * 7) % 18),
      }));
    },

    basketOf,

    /** Adds a product once: adding it again keeps the one entry. */
    add(userId: number, list: BasketList, productId: number) {
      product(productId);
      const items: (DemoWishlistItem | DemoCartItem)[] = basketOf(userId)[list];
      if (items.some((item) => item.productId === productId)) return;
      items.push(list === 'cart' ? { id: nextId(items), productId, qty: 1 } : { id: nextId(items), productId });
    },

    /** Removes a product; one that is not in the list is left alone (the answer is the same). */
    remove(userId: number, list: BasketList, productId: number) {
      product(productId);
      const items: { productId: number }[] = basketOf(userId)[list];
      const index = items.findIndex((item) => item.productId === productId);
      if (index >= 0) items.splice(index, 1);
    },
  };
}
