import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes } from '../demo-kit/route.js';
import {
  DemoCartProductsSchema,
  DemoCartSchema,
  demoEcommerceSchemas,
  DemoProductEnvelopeSchema,
  DemoProductPageSchema,
  DemoProductParamsSchema,
  DemoProductRefBodySchema,
  DemoProductsQuerySchema,
  DemoWishlistProductsSchema,
  DemoWishlistSchema,
} from './schemas.js';
import { createDemoShopStore, type BasketList } from './store.js';

const TAG = 'demo-ecommerce';
const SHOP = '/apps/ecommerce';

/** The list is served at the real path and at the mock's `/apps/e-commerce/products`. */
const PRODUCT_LISTS = [
  { url: `${SHOP}/products`, operationId: 'listDemoProducts', summary: 'Search, sort and page the shop products' },
  { url: '/apps/e-commerce/products', operationId: 'listDemoProductsAtMockPath', summary: 'The same product list at the path the template mock used' },
];

const BASKET_LISTS: { list: BasketList; noun: string; state: TSchema }[] = [
  { list: 'wishlist', noun: 'Wishlist', state: DemoWishlistSchema },
  { list: 'cart', noun: 'Cart', state: DemoCartSchema },
];

async function demoEcommerceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const store = createDemoShopStore();
  fastify.userExtras.cartItemsCount = async (userId) => store.cartSize(userId);

  for (const { url, operationId, summary } of PRODUCT_LISTS) {
    app.get(
      url,
      route.read({ operationId, summary, querystring: ref(DemoProductsQuerySchema), response: { 200: ref(DemoProductPageSchema) } }),
      async (request) => store.list(request.user.sub, request.query),
    );
  }

  app.get(
    `${SHOP}/products/:productId`,
    route.read({
      operationId: 'getDemoProduct',
      summary: 'One product with colour options and wishlist/cart flags',
      params: ref(DemoProductParamsSchema),
      response: { 200: ref(DemoProductEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => ({ product: store.detail(request.user.sub, request.params.productId) }),
  );

  app.get(
    `${SHOP}/wishlist`,
    route.read({ operationId: 'listDemoWishlist', summary: "The signed-in user's wishlist", response: { 200: ref(DemoWishlistProductsSchema) } }),
    async (request) => ({ products: store.wishlistProducts(request.user.sub) }),
  );

  app.get(
    `${SHOP}/cart`,
    route.read({
      operationId: 'listDemoCart',
      summary: "The signed-in user's cart, with quantities, shipping dates, offers and discounts",
      response: { 200: ref(DemoCartProductsSchema) },
    }),
    async (request) => ({ products: store.cartProducts(request.user.sub) }),
  );

  for (const { list, noun, state } of BASKET_LISTS) {
    app.post(
      `${SHOP}/${list}`,
      route.manage({
        operationId: `addToDemo${noun}`,
        summary: `Add a product to the signed-in user's ${list} (adding it twice keeps one entry)`,
        body: ref(DemoProductRefBodySchema),
        response: { 201: ref(state) },
        notFound: true,
      }),
      async (request, reply) => {
        store.add(request.user.sub, list, request.body.productId);
        return reply.code(201).send({ items: store.basketOf(request.user.sub)[list] });
      },
    );

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
        return { items: store.basketOf(request.user.sub)[list] };
      },
    );
  }
}

export const demoEcommerceModule: ApiModule = {
  name: 'demo-ecommerce',
  routes: demoEcommerceRoutes,
  schemas: demoEcommerceSchemas,
  tags: [{ name: TAG, description: "Demo: the shop (products, and each signed-in user's wishlist and cart)" }],
};
