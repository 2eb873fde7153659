import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Line, Name } from '../../common/text-rules.js';

export { Line, Name, NonBlankParagraphs, Paragraphs, Title } from '../../common/text-rules.js';

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
    error: Type.String({ description: 'The HTTP reason phrase', examples: ['Not Found'] }),
    message: Type.String({ description: 'What went wrong, in English, for people reading the answer', examples: ['Job 99 does not exist'] }),
    code: Type.String({
      description:
        'A stable snake_case name of the problem for clients to choose their own message by: the status\'s own (`bad_request`, `unauthorized`, `forbidden`, `not_found`, `conflict`, `payload_too_large`, `unsupported_media_type`, `rate_limited`, `internal_error`), `invalid_input` for a request that fails its schema, `invalid_json`, or a specific one named by the operation (`job_closed`, `version_conflict`, …)',
      examples: ['not_found'],
    }),
    field: Type.Optional(Type.String({ description: 'The input at fault, as a dotted path in the body, query or parameters', examples: ['user.email'] })),
    problems: Type.Optional(
      Type.Array(
        Type.Object({
          code: Type.String({ examples: ['documents_missing'] }),
          field: Type.Optional(Type.String({ examples: ['documents.cv'] })),
        }),
        { description: 'Every reason at once, when the operation has several (the first is `code` and `field`)' },
      ),
    ),
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
  short: (opts: object = {}) => Line(200, opts),
  name: (opts: object = {}) => Name(200, opts),
  email: (opts: object = {}) => Line(254, opts),
  password: (opts: object = {}) => Line(200, opts),
  token: (opts: object = {}) => Line(200, { minLength: 1, ...opts }),
};

/** An instant, ISO 8601 with its offset. */
export const DateTime = () => Type.String({ format: 'date-time' });

/** A calendar date, `YYYY-MM-DD`. */
export const DateString = (opts: object = {}) => Type.String({ format: 'date', maxLength: 10, examples: ['2026-12-31'], ...opts });

/** `schema` or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One `Type.Literal` per value, for a `Type.Union` of an enumeration kept as a constant array. */
export const literals = <T extends string>(values: readonly T[]) => values.map((v) => Type.Literal(v));

export const sharedSchemas = [ErrorSchema, MessageSchema];
