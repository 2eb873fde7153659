import type { PaymentMethod, ShippingAddress } from '../../../common/shop-address.js';
import { cartTotals } from '../../../common/shop-cart-totals.js';
import type { ShopColor } from '../../../common/shop-catalog.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { findOr404, nextId } from '../../lib/demo-kit/list.js';
import { daysFrom, isoDay } from '../../lib/demo-kit/seed-tools.js';
import { listProducts, relatedProducts } from './catalog.js';
import type { DemoOrder } from './order-schemas.js';
import type { DemoCartItem, DemoProduct, DemoProductsQuery, DemoWishlistItem } from './schemas.js';
import { colorOptionsOf, seedDemoProducts, starterBasket } from './seed.js';

interface Basket {
  wishlist: DemoWishlistItem[];
  cart: DemoCartItem[];
}
export type BasketList = keyof Basket;

interface StoredOrder extends DemoOrder {
  userId: number;
}

/** The demo's delivery figures of a cart line: the same for a product all day (shipping at noon UTC, 1..6 days on). */
const deliveryOf = (productId: number, now: Date) => ({
  shippingDate: daysFrom(new Date(`${isoDay(now)}T12:00:00.000Z`), 1 + (productId % 6)).toISOString(),
  offers: 1 + (productId % 4),
  discountPercentage: 3 + ((productId * 7) % 18),
});

const orderNumber = (id: number) => `ORD-${String(id).padStart(6, '0')}`;

/**
 * The shop of one app instance: products, a wishlist and cart per signed-in user, and the orders.
 * Every change is synchronous (no await between a check and its write), so concurrent requests
 * cannot interleave inside one: two orders placed at once from one cart give one order.
 */
export function createDemoShopStore() {
  const products = seedDemoProducts();
  const baskets = new Map<number, Basket>();
  const orders: StoredOrder[] = [];

  /** A user's basket, filled with a few products on first access. */
  function basketOf(userId: number): Basket {
    if (!baskets.has(userId)) baskets.set(userId, starterBasket(userId, products.length));
    return baskets.get(userId)!;
  }

  const product = (productId: number) => findOr404(products, productId, 'Product');

  function withFlags(item: DemoProduct, basket: Basket) {
    return {
      ...item,
      price: item.priceCents / 100,
      isInWishlist: basket.wishlist.some((w) => w.productId === item.id),
      isInCart: basket.cart.some((c) => c.productId === item.id),
    };
  }

  /** Cart products with quantity, colour and the demo's delivery figures. */
  function cartProducts(userId: number, now = new Date()) {
    const basket = basketOf(userId);
    return basket.cart.map((item) => ({
      ...withFlags(product(item.productId), basket),
      qty: item.qty,
      ...(item.color ? { color: item.color } : {}),
      ...deliveryOf(item.productId, now),
    }));
  }

  function cartItem(userId: number, productId: number): DemoCartItem {
    product(productId);
    const item = basketOf(userId).cart.find((c) => c.productId === productId);
    if (!item) throw notFound(`Product ${productId} is not in the cart`, { code: 'not_in_cart' });
    return item;
  }

  function checkColor(productId: number, color: ShopColor | undefined) {
    if (color !== undefined && !colorOptionsOf(productId).includes(color)) {
      throw badRequest(`Product ${productId} does not come in ${color}`, { code: 'color_not_offered', field: 'color' });
    }
  }

  return {
    /** The navbar's count: units in the cart. */
    cartSize: (userId: number) => basketOf(userId).cart.reduce((n, item) => n + item.qty, 0),

    list(userId: number, query: DemoProductsQuery) {
      const basket = basketOf(userId);
      const { page, total, facets } = listProducts(products, query);
      return { products: page.map((p) => withFlags(p, basket)), total, facets, userWishlist: basket.wishlist, userCart: basket.cart };
    },

    detail(userId: number, productId: number) {
      const basket = basketOf(userId);
      const found = product(productId);
      return {
        product: { ...withFlags(found, basket), colorOptions: colorOptionsOf(productId) },
        related: relatedProducts(products, found).map((p) => withFlags(p, basket)),
      };
    },

    wishlistProducts(userId: number) {
      const basket = basketOf(userId);
      return basket.wishlist.map((item) => withFlags(product(item.productId), basket));
    },

    cart(userId: number) {
      const lines = cartProducts(userId);
      return { products: lines, totals: cartTotals(lines) };
    },

    basketOf,

    addToWishlist(userId: number, productId: number) {
      product(productId);
      const items = basketOf(userId).wishlist;
      if (!items.some((item) => item.productId === productId)) items.push({ id: nextId(items), productId });
    },

    /** Adds a product once; adding it again keeps the one entry and takes the quantity and colour given. */
    addToCart(userId: number, productId: number, change: { qty?: number; color?: ShopColor }) {
      product(productId);
      checkColor(productId, change.color);
      const items = basketOf(userId).cart;
      const existing = items.find((item) => item.productId === productId);
      if (!existing) {
        items.push({ id: nextId(items), productId, qty: change.qty ?? 1, ...(change.color ? { color: change.color } : {}) });
        return;
      }
      if (change.qty !== undefined) existing.qty = change.qty;
      if (change.color !== undefined) existing.color = change.color;
    },

    setCartQty(userId: number, productId: number, qty: number) {
      cartItem(userId, productId).qty = qty;
    },

    /** Removes a product; one that is not in the list is left alone (the answer is the same). */
    remove(userId: number, list: BasketList, productId: number) {
      product(productId);
      const items: { productId: number }[] = basketOf(userId)[list];
      const index = items.findIndex((item) => item.productId === productId);
      if (index >= 0) items.splice(index, 1);
    },

    /** The cart becomes an order (lines and totals from the server's prices), and the cart is emptied. */
    placeOrder(userId: number, address: ShippingAddress, paymentMethod: PaymentMethod): DemoOrder {
      const now = new Date();
      const lines = cartProducts(userId, now);
      if (lines.length === 0) throw conflict('The cart is empty', { code: 'cart_empty' });
      const id = nextId(orders);
      const order: StoredOrder = {
        id,
        userId,
        number: orderNumber(id),
        placedAt: now.toISOString(),
        status: 'placed',
        lines: lines.map(({ id: productId, name, slug, brand, color, qty, priceCents, discountPercentage }) => ({
          productId,
          name,
          slug,
          brand,
          ...(color ? { color } : {}),
          qty,
          priceCents,
          discountPercentage,
        })),
        totals: cartTotals(lines),
        address: structuredClone(address),
        paymentMethod,
        estimatedDelivery: lines.map((line) => line.shippingDate).sort().at(-1)!,
      };
      orders.push(order);
      basketOf(userId).cart = [];
      return publicOrder(order);
    },

    /** One of the user's own orders (another user's is as unknown as a missing one). */
    order(userId: number, orderId: number): DemoOrder {
      const found = orders.find((o) => o.id === orderId && o.userId === userId);
      if (!found) throw notFound(`Order ${orderId} does not exist`);
      return publicOrder(found);
    },
  };
}

function publicOrder({ userId: _owner, ...order }: StoredOrder): DemoOrder {
  return structuredClone(order);
}
