import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * A `$ref` to a named schema that keeps the referenced type for handlers.
 * Named schemas are registered once at the root (see `app.ts`), so `openapi.yaml` gets components.
 */
export function ref<T extends TSchema>(schema: T) {
  if (!schema.$id) throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}

export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer({ examples: [404] }),
    error: Type.String({ examples: ['Not Found'] }),
    message: Type.String({ examples: ['Not Found'] }),
  },
  { $id: 'Error', description: 'The error envelope of every 4xx/5xx answer' },
);

export const MessageSchema = Type.Object({ message: Type.String() }, { $id: 'Message' });

/** Responses every route may give, in the error envelope. */
export function errors<C extends number>(...codes: C[]) {
  return Object.fromEntries(codes.map((code) => [code, ref(ErrorSchema)])) as { [K in C]: ReturnType<typeof ref<typeof ErrorSchema>> };
}

/** Common string limits so hostile input is refused by schema, not by the database. */
export const Str = {
  short: (opts: object = {}) => Type.String({ maxLength: 200, ...opts }),
  email: (opts: object = {}) => Type.String({ maxLength: 254, ...opts }),
  password: (opts: object = {}) => Type.String({ maxLength: 200, ...opts }),
  token: (opts: object = {}) => Type.String({ minLength: 1, maxLength: 200, ...opts }),
};

export const sharedSchemas = [ErrorSchema, MessageSchema];
