import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { idParams, oneOf, pagingQuery, searchQuery } from '../demo-kit/query.js';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const;

const productFields = {
  id: Type.Integer({ examples: [1] }),
  name: Type.String({ examples: ['VicTsing Wireless Mouse'] }),
  slug: Type.String({ description: 'Ends in -<id>', examples: ['victsing-wireless-mouse-1'] }),
  description: Type.String(),
  brand: Type.String({ examples: ['VicTsing'] }),
  price: Type.Number({ examples: [10.99] }),
  image: Type.String(),
  hasFreeShipping: Type.Boolean(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
};
const signedInUserFlags = {
  isInWishlist: Type.Boolean({ description: "In the signed-in user's wishlist" }),
  isInCart: Type.Boolean({ description: "In the signed-in user's cart" }),
};

export const DemoProductSchema = Type.Object({ ...productFields, ...signedInUserFlags }, { $id: 'DemoProduct' });
export type DemoProduct = Omit<Static<typeof DemoProductSchema>, keyof typeof signedInUserFlags>;

export const DemoProductDetailSchema = Type.Object(
  { ...productFields, ...signedInUserFlags, colorOptions: Type.Array(Type.String(), { examples: [['primary', 'success']] }) },
  { $id: 'DemoProductDetail' },
);

export const DemoCartProductSchema = Type.Object(
  {
    ...productFields,
    ...signedInUserFlags,
    qty: Type.Integer({ minimum: 1 }),
    shippingDate: Type.String({ format: 'date-time', description: 'Within the next week' }),
    offers: Type.Integer({ minimum: 1, maximum: 4 }),
    discountPercentage: Type.Integer({ minimum: 3, maximum: 20 }),
  },
  { $id: 'DemoCartProduct' },
);

export const DemoWishlistItemSchema = Type.Object({ id: Type.Integer(), productId: Type.Integer() }, { $id: 'DemoWishlistItem' });
export type DemoWishlistItem = Static<typeof DemoWishlistItemSchema>;
export const DemoCartItemSchema = Type.Object(
  { id: Type.Integer(), productId: Type.Integer(), qty: Type.Integer({ minimum: 1 }) },
  { $id: 'DemoCartItem' },
);
export type DemoCartItem = Static<typeof DemoCartItemSchema>;

export const DemoProductsQuerySchema = Type.Object(
  {
    q: searchQuery('the product name'),
    sortBy: Type.Optional(oneOf(PRODUCT_SORTS, { default: 'featured' })),
    ...pagingQuery(9),
  },
  { $id: 'DemoProductsQuery' },
);

export const DemoProductPageSchema = Type.Object(
  {
    products: Type.Array(ref(DemoProductSchema)),
    total: Type.Integer({ description: 'Matching products over all pages' }),
    userWishlist: Type.Array(ref(DemoWishlistItemSchema)),
    userCart: Type.Array(ref(DemoCartItemSchema)),
  },
  { $id: 'DemoProductPage' },
);

export const DemoProductParamsSchema = idParams('productId', 'DemoProductParams');
export const DemoProductEnvelopeSchema = Type.Object({ product: ref(DemoProductDetailSchema) }, { $id: 'DemoProductEnvelope' });
export const DemoWishlistProductsSchema = Type.Object({ products: Type.Array(ref(DemoProductSchema)) }, { $id: 'DemoWishlistProducts' });
export const DemoCartProductsSchema = Type.Object({ products: Type.Array(ref(DemoCartProductSchema)) }, { $id: 'DemoCartProducts' });
export const DemoProductRefBodySchema = Type.Object(
  { productId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, examples: [3] }) },
  { $id: 'DemoProductRefBody' },
);
export const DemoWishlistSchema = Type.Object(
  { items: Type.Array(ref(DemoWishlistItemSchema)) },
  { $id: 'DemoWishlist', description: "The signed-in user's wishlist after the change" },
);
export const DemoCartSchema = Type.Object(
  { items: Type.Array(ref(DemoCartItemSchema)) },
  { $id: 'DemoCart', description: "The signed-in user's cart after the change" },
);

export const demoEcommerceSchemas = [
  DemoProductSchema,
  DemoProductDetailSchema,
  DemoCartProductSchema,
  DemoWishlistItemSchema,
  DemoCartItemSchema,
  DemoProductsQuerySchema,
  DemoProductPageSchema,
  DemoProductParamsSchema,
  DemoProductEnvelopeSchema,
  DemoWishlistProductsSchema,
  DemoCartProductsSchema,
  DemoProductRefBodySchema,
  DemoWishlistSchema,
  DemoCartSchema,
];
