import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import type { demoRoutes } from '../../lib/demo-kit/route.js';
import {
  DemoCartAddBodySchema,
  DemoCartProductsSchema,
  DemoCartQtyBodySchema,
  DemoCartSchema,
  DemoProductParamsSchema,
  DemoProductRefBodySchema,
  DemoWishlistProductsSchema,
  DemoWishlistSchema,
} from './schemas.js';
import type { createDemoShopStore } from './store.js';

import { SHOP } from './paths.js';

/** The signed-in user's wishlist and cart: read, add, change the quantity, remove. */
export function basketRoutes(fastify: FastifyInstance, route: ReturnType<typeof demoRoutes>, store: ReturnType<typeof createDemoShopStore>) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const wishlist = (userId: number) => ({ items: store.basketOf(userId).wishlist });
  const cart = (userId: number) => ({ items: store.basketOf(userId).cart });

  app.get(
    `${SHOP}/wishlist`,
    route.read({ operationId: 'listDemoWishlist', summary: "The signed-in user's wishlist", response: { 200: ref(DemoWishlistProductsSchema) } }),
    async (request) => ({ products: store.wishlistProducts(request.user.sub) }),
  );

  app.get(
    `${SHOP}/cart`,
    route.read({
      operationId: 'listDemoCart',
      summary: "The signed-in user's cart, with quantities, colours, shipping dates, offers, discounts and the totals in cents",
      response: { 200: ref(DemoCartProductsSchema) },
    }),
    async (request) => store.cart(request.user.sub),
  );

  app.post(
    `${SHOP}/wishlist`,
    route.manage({
      operationId: 'addToDemoWishlist',
      summary: "Add a product to the signed-in user's wishlist (adding it twice keeps one entry)",
      body: ref(DemoProductRefBodySchema),
      response: { 201: ref(DemoWishlistSchema) },
      notFound: true,
    }),
    async (request, reply) => {
      store.addToWishlist(request.user.sub, request.body.productId);
      return reply.code(201).send(wishlist(request.user.sub));
    },
  );

  app.post(
    `${SHOP}/cart`,
    route.manage({
      operationId: 'addToDemoCart',
      summary: "Add a product to the signed-in user's cart (adding it twice keeps one entry, with the quantity and colour given)",
      description: 'A colour must be one of the product\'s `colorOptions` (else 400 `color_not_offered`).',
      body: ref(DemoCartAddBodySchema),
      response: { 201: ref(DemoCartSchema) },
      notFound: true,
    }),
    async (request, reply) => {
      const { productId, ...change } = request.body;
      store.addToCart(request.user.sub, productId, change);
      return reply.code(201).send(cart(request.user.sub));
    },
  );

  app.post(
    `${SHOP}/cart/:productId`,
    route.manage({
      operationId: 'updateDemoCartQty',
      summary: 'Change the quantity of a product in the cart',
      description: 'Unknown product: 404 `not_found`; a product that is not in the cart: 404 `not_in_cart`.',
      params: ref(DemoProductParamsSchema),
      body: ref(DemoCartQtyBodySchema),
      response: { 200: ref(DemoCartSchema) },
      notFound: true,
    }),
    async (request) => {
      store.setCartQty(request.user.sub, request.params.productId, request.body.qty);
      return cart(request.user.sub);
    },
  );

  for (const [list, noun, state, answer] of [
    ['wishlist', 'Wishlist', DemoWishlistSchema, wishlist],
    ['cart', 'Cart', DemoCartSchema, cart],
  ] as const) {
    app.delete(
      `${SHOP}/${list}/:productId`,
      route.manage({
        operationId: `removeFromDemo${noun}`,
        summary: `Remove a product from the signed-in user's ${list}`,
        params: ref(DemoProductParamsSchema),
        response: { 200: ref(state) },
        notFound: true,
      }),
      async (request) => {
        store.remove(request.user.sub, list, request.params.productId);
        return answer(request.user.sub);
      },
    );
  }
}
