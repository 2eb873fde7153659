import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import { basketRoutes } from './basket-routes.js';
import { orderRoutes } from './order-routes.js';
import { SHOP } from './paths.js';
import { demoOrderSchemas } from './order-schemas.js';
import { DemoProductEnvelopeSchema, DemoProductPageSchema, DemoProductParamsSchema, DemoProductsQuerySchema, demoShopSchemas } from './schemas.js';
import { createDemoShopStore } from './store.js';

const TAG = 'demo-shop';

/** The list is served at the real path and at the mock's `/apps/e-commerce/products`. */
const PRODUCT_LISTS = [
  { url: `${SHOP}/products`, operationId: 'listDemoProducts', summary: 'Search, filter, sort and page the shop products, with facet counts' },
  { url: '/apps/e-commerce/products', operationId: 'listDemoProductsAtMockPath', summary: 'The same product list at the path the template mock used' },
];

async function demoShopRoutes(fastify: FastifyInstance) {
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
      summary: 'One product with colour options, wishlist/cart flags and related products',
      params: ref(DemoProductParamsSchema),
      response: { 200: ref(DemoProductEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => store.detail(request.user.sub, request.params.productId),
  );

  basketRoutes(fastify, route, store);
  orderRoutes(fastify, route, store);
}

export const demoShopModule: ApiModule = {
  name: 'demo-shop',
  routes: demoShopRoutes,
  schemas: [...demoShopSchemas, ...demoOrderSchemas],
  tags: [{ name: TAG, description: "Demo: the shop (products, each signed-in user's wishlist, cart and orders)" }],
};
