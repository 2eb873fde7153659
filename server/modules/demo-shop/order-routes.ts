import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import type { demoRoutes } from '../../lib/demo-kit/route.js';
import { DemoOrderEnvelopeSchema, DemoOrderParamsSchema, DemoOrderPlacedSchema, DemoPlaceOrderBodySchema } from './order-schemas.js';
import type { createDemoShopStore } from './store.js';

import { SHOP } from './paths.js';

/** Checkout: the cart becomes an order; the customer reads their own orders back. */
export function orderRoutes(fastify: FastifyInstance, route: ReturnType<typeof demoRoutes>, store: ReturnType<typeof createDemoShopStore>) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    `${SHOP}/orders`,
    route.manage({
      operationId: 'placeDemoOrder',
      summary: "Place an order for the signed-in user's cart, which is then emptied",
      description:
        'Lines and totals come from the cart and the server\'s prices (integer cents). The payment is a demo: no card data is accepted or stored. An empty cart: 409 `cart_empty`.',
      body: ref(DemoPlaceOrderBodySchema),
      response: { 201: ref(DemoOrderPlacedSchema), ...errors(409) },
    }),
    async (request, reply) => {
      const userId = request.user.sub;
      const order = store.placeOrder(userId, request.body.address, request.body.paymentMethod);
      return reply.code(201).send({ order, cart: { items: store.basketOf(userId).cart } });
    },
  );

  app.get(
    `${SHOP}/orders/:orderId`,
    route.read({
      operationId: 'getDemoOrder',
      summary: "One of the signed-in user's orders (another user's order is 404)",
      params: ref(DemoOrderParamsSchema),
      response: { 200: ref(DemoOrderEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => ({ order: store.order(request.user.sub, request.params.orderId) }),
  );
}
