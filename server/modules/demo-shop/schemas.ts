import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { idParams, oneOf, pagingQuery, searchQuery, filterOf } from '../../lib/list-query.js';
import { MAX_CART_QTY, MAX_PRICE_CENTS, SHOP_BRANDS, SHOP_CATEGORIES, SHOP_COLORS, type ShopBrand, type ShopCategory } from '../../../common/shop-catalog.js';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const;

const category = () => oneOf(SHOP_CATEGORIES, { description: 'Product category' });
const color = () => oneOf(SHOP_COLORS, { description: "A colour among the product's colorOptions" });
const cents = (description: string) => Type.Integer({ minimum: 0, description, examples: [1099] });

const productFields = {
  id: Type.Integer({ examples: [1] }),
  name: Type.String({ examples: ['Logitech Wireless Mouse'] }),
  slug: Type.String({ description: 'Ends in -<id>', examples: ['logitech-wireless-mouse-4'] }),
  description: Type.String(),
  brand: oneOf(SHOP_BRANDS),
  category: category(),
  priceCents: cents('The price in integer cents: compute with this one'),
  price: Type.Number({ description: 'The same price in dollars (priceCents / 100), as the template showed it', examples: [10.99] }),
  image: Type.String(),
  hasFreeShipping: Type.Boolean(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
};
const signedInUserFlags = {
  isInWishlist: Type.Boolean({ description: "In the signed-in user's wishlist" }),
  isInCart: Type.Boolean({ description: "In the signed-in user's cart" }),
};

/** A product as the store keeps it (the API adds `price` and the signed-in user's flags). */
export interface DemoProduct {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: ShopBrand;
  category: ShopCategory;
  priceCents: number;
  image: string;
  hasFreeShipping: boolean;
  rating: number;
}

export const DemoProductSchema = Type.Object({ ...productFields, ...signedInUserFlags }, { $id: 'DemoProduct' });

export const DemoProductDetailSchema = Type.Object(
  { ...productFields, ...signedInUserFlags, colorOptions: Type.Array(color(), { examples: [['primary', 'success']] }) },
  { $id: 'DemoProductDetail' },
);

export const DemoCartProductSchema = Type.Object(
  {
    ...productFields,
    ...signedInUserFlags,
    qty: Type.Integer({ minimum: 1, maximum: MAX_CART_QTY }),
    color: Type.Optional(color()),
    shippingDate: Type.String({ format: 'date-time', description: 'Within the next week' }),
    offers: Type.Integer({ minimum: 1, maximum: 4 }),
    discountPercentage: Type.Integer({ minimum: 3, maximum: 20 }),
  },
  { $id: 'DemoCartProduct' },
);

export const DemoWishlistItemSchema = Type.Object({ id: Type.Integer(), productId: Type.Integer() }, { $id: 'DemoWishlistItem' });
export type DemoWishlistItem = Static<typeof DemoWishlistItemSchema>;
export const DemoCartItemSchema = Type.Object(
  { id: Type.Integer(), productId: Type.Integer(), qty: Type.Integer({ minimum: 1, maximum: MAX_CART_QTY }), color: Type.Optional(color()) },
  { $id: 'DemoCartItem' },
);
export type DemoCartItem = Static<typeof DemoCartItemSchema>;

const priceFilter = (description: string) => Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PRICE_CENTS, description }));

export const DemoProductsQuerySchema = Type.Object(
  {
    q: searchQuery('the product name'),
    sortBy: Type.Optional(oneOf(PRODUCT_SORTS, { default: 'featured' })),
    category: filterOf(SHOP_CATEGORIES, 'Only this category'),
    brand: Type.Optional(
      Type.Array(oneOf(SHOP_BRANDS), { maxItems: SHOP_BRANDS.length, description: 'Only these brands (repeat the parameter: brand=Sony&brand=Bose)' }),
    ),
    minRating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'Only products rated this or better' })),
    minPriceCents: priceFilter('Only products costing at least this (cents)'),
    maxPriceCents: priceFilter('Only products costing at most this (cents); not below minPriceCents'),
    ...pagingQuery(9),
  },
  { $id: 'DemoProductsQuery' },
);
export type DemoProductsQuery = Static<typeof DemoProductsQuerySchema>;

const facetCount = Type.Integer({ minimum: 0, description: 'Products this choice would show, under the other filters and the search' });

export const DemoProductFacetsSchema = Type.Object(
  {
    categories: Type.Array(Type.Object({ value: category(), count: facetCount })),
    brands: Type.Array(Type.Object({ value: oneOf(SHOP_BRANDS), count: facetCount })),
    ratings: Type.Array(Type.Object({ minRating: Type.Integer({ minimum: 1, maximum: 5 }), count: facetCount })),
    priceRanges: Type.Array(
      Type.Object({ minCents: cents('Lowest price of the range'), maxCents: Type.Optional(cents('Highest price of the range; none for the last')), count: facetCount }),
    ),
  },
  { $id: 'DemoProductFacets', description: 'Counts per filter value: each filter counted under every other filter but its own' },
);

export const DemoProductPageSchema = Type.Object(
  {
    products: Type.Array(ref(DemoProductSchema)),
    total: Type.Integer({ description: 'Matching products over all pages' }),
    facets: ref(DemoProductFacetsSchema),
    userWishlist: Type.Array(ref(DemoWishlistItemSchema)),
    userCart: Type.Array(ref(DemoCartItemSchema)),
  },
  { $id: 'DemoProductPage' },
);

export const DemoProductParamsSchema = idParams('productId', 'DemoProductParams');
export const DemoProductEnvelopeSchema = Type.Object(
  {
    product: ref(DemoProductDetailSchema),
    related: Type.Array(ref(DemoProductSchema), { maxItems: 4, description: 'Products of the same category, then brand, best rated first' }),
  },
  { $id: 'DemoProductEnvelope' },
);
export const DemoWishlistProductsSchema = Type.Object({ products: Type.Array(ref(DemoProductSchema)) }, { $id: 'DemoWishlistProducts' });

export const DemoCartTotalsSchema = Type.Object(
  {
    itemCount: Type.Integer({ minimum: 0, description: 'Units over all lines' }),
    subtotalCents: cents('Sum of price × quantity'),
    discountCents: cents("Sum of each line's discount, rounded half up to the cent"),
    deliveryCents: cents('Free when every product ships free or the goods reach $100 after discounts'),
    totalCents: cents('Subtotal − discount + delivery'),
  },
  { $id: 'DemoCartTotals' },
);
export const DemoCartProductsSchema = Type.Object(
  { products: Type.Array(ref(DemoCartProductSchema)), totals: ref(DemoCartTotalsSchema) },
  { $id: 'DemoCartProducts' },
);

const productId = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, examples: [3] });
const qty = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_CART_QTY, description, examples: [2] });

export const DemoProductRefBodySchema = Type.Object({ productId }, { $id: 'DemoProductRefBody' });
export const DemoCartAddBodySchema = Type.Object(
  {
    productId,
    qty: Type.Optional(qty('How many (default 1); adding a product already in the cart sets its quantity')),
    color: Type.Optional(color()),
  },
  { $id: 'DemoCartAddBody' },
);
export const DemoCartQtyBodySchema = Type.Object({ qty: qty('The new quantity') }, { $id: 'DemoCartQtyBody' });

export const DemoWishlistSchema = Type.Object(
  { items: Type.Array(ref(DemoWishlistItemSchema)) },
  { $id: 'DemoWishlist', description: "The signed-in user's wishlist after the change" },
);
export const DemoCartSchema = Type.Object(
  { items: Type.Array(ref(DemoCartItemSchema)) },
  { $id: 'DemoCart', description: "The signed-in user's cart after the change" },
);

export const demoShopSchemas = [
  DemoProductSchema,
  DemoProductDetailSchema,
  DemoCartProductSchema,
  DemoWishlistItemSchema,
  DemoCartItemSchema,
  DemoProductsQuerySchema,
  DemoProductFacetsSchema,
  DemoProductPageSchema,
  DemoProductParamsSchema,
  DemoProductEnvelopeSchema,
  DemoWishlistProductsSchema,
  DemoCartTotalsSchema,
  DemoCartProductsSchema,
  DemoProductRefBodySchema,
  DemoCartAddBodySchema,
  DemoCartQtyBodySchema,
  DemoWishlistSchema,
  DemoCartSchema,
];
