import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { idParams, oneOf } from '../../lib/list-query.js';
import { PAYMENT_METHODS, ShippingAddressSchema } from '../../../common/shop-address.js';
import { MAX_CART_QTY, SHOP_BRANDS, SHOP_COLORS } from '../../../common/shop-catalog.js';
import { DemoCartSchema, DemoCartTotalsSchema } from './schemas.js';

const paymentMethod = () =>
  oneOf(PAYMENT_METHODS, { description: 'Demo payment: a demo card that is always approved (no card data asked for or stored) or cash on delivery' });

export const DemoOrderLineSchema = Type.Object(
  {
    productId: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    brand: oneOf(SHOP_BRANDS),
    color: Type.Optional(oneOf(SHOP_COLORS)),
    qty: Type.Integer({ minimum: 1, maximum: MAX_CART_QTY }),
    priceCents: Type.Integer({ minimum: 0, description: 'The unit price when the order was placed' }),
    discountPercentage: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { $id: 'DemoOrderLine' },
);

export const DemoOrderSchema = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    number: Type.String({ description: 'The order number shown to the customer', examples: ['ORD-000001'] }),
    placedAt: Type.String({ format: 'date-time' }),
    status: oneOf(['placed'] as const),
    lines: Type.Array(ref(DemoOrderLineSchema), { minItems: 1 }),
    totals: ref(DemoCartTotalsSchema),
    address: ref(ShippingAddressSchema),
    paymentMethod: paymentMethod(),
    estimatedDelivery: Type.String({ format: 'date-time', description: 'The latest shipping date of its products' }),
  },
  { $id: 'DemoOrder' },
);
export type DemoOrder = Static<typeof DemoOrderSchema>;

export const DemoPlaceOrderBodySchema = Type.Object(
  { address: ref(ShippingAddressSchema), paymentMethod: paymentMethod() },
  { $id: 'DemoPlaceOrderBody', description: 'The cart is the order: its lines and totals are taken from the server, never from the body' },
);
export const DemoOrderPlacedSchema = Type.Object(
  { order: ref(DemoOrderSchema), cart: ref(DemoCartSchema) },
  { $id: 'DemoOrderPlaced', description: 'The new order, and the cart (now empty)' },
);
export const DemoOrderEnvelopeSchema = Type.Object({ order: ref(DemoOrderSchema) }, { $id: 'DemoOrderEnvelope' });
export const DemoOrderParamsSchema = idParams('orderId', 'DemoOrderParams');

export const demoOrderSchemas = [
  ShippingAddressSchema,
  DemoOrderLineSchema,
  DemoOrderSchema,
  DemoPlaceOrderBodySchema,
  DemoOrderPlacedSchema,
  DemoOrderEnvelopeSchema,
  DemoOrderParamsSchema,
];
