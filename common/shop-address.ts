import { Type, type Static } from '@sinclair/typebox';

/**
 * The delivery address of a demo-shop order: validated by the server when the order is placed and,
 * with the same schema, by the checkout form (react-hook-form + typeboxResolver). Text is one line,
 * without control characters or unpaired surrogates; required text has at least one visible character.
 * The patterns work with and without the `u` flag (the server's validator uses it, TypeBox's does not).
 */
const ONE_LINE = '[^\\u0000-\\u001F\\u007F]*$';
const NO_LONE_SURROGATE = '(?!.*(?:[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]))';
const requiredLine = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: `^(?=.*\\S)${NO_LONE_SURROGATE}${ONE_LINE}` });
const optionalLine = (maxLength: number) => Type.String({ maxLength, pattern: `^${NO_LONE_SURROGATE}${ONE_LINE}` });

export const ADDRESS_KINDS = ['home', 'work'] as const;

export const ShippingAddressSchema = Type.Object(
  {
    fullName: requiredLine(100),
    phone: Type.String({ minLength: 6, maxLength: 20, pattern: '^\\+?[0-9][0-9 ().-]*$', description: 'Digits, spaces, ( ) . - and a leading +' }),
    line1: requiredLine(200),
    line2: Type.Optional(optionalLine(200)),
    city: requiredLine(100),
    postalCode: Type.String({ minLength: 3, maxLength: 10, pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*$' }),
    country: requiredLine(100),
    kind: Type.Union(ADDRESS_KINDS.map((kind) => Type.Literal(kind)), { description: 'Home or work address' }),
  },
  { $id: 'DemoShippingAddress', description: 'Where a demo-shop order is delivered' },
);
export type ShippingAddress = Static<typeof ShippingAddressSchema>;

/** The demo checkout's payment choices: no card data is ever asked for, sent or stored. */
export const PAYMENT_METHODS = ['demo-card', 'cash-on-delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
