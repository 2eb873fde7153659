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
    error: Type.String({ description: 'The HTTP reason phrase', examples: ['Not Found'] }),
    message: Type.String({ description: 'What went wrong, in English, for people reading the answer', examples: ['Job 99 does not exist'] }),
    code: Type.String({
      description:
        'A stable snake_case name of the problem for clients to choose their own message by: the status\'s own (`bad_request`, `unauthorized`, `forbidden`, `not_found`, `conflict`, `payload_too_large`, `unsupported_media_type`, `rate_limited`, `internal_error`), `invalid_input` for a request that fails its schema, `invalid_json`, or a specific one named by the operation (`job_closed`, `version_conflict`, …)',
      examples: ['not_found'],
    }),
    field: Type.Optional(Type.String({ description: 'The input at fault, as a dotted path in the body, query or parameters', examples: ['user.email'] })),
  },
  { $id: 'Error', description: 'The error envelope of every 4xx/5xx answer' },
);

export const MessageSchema = Type.Object({ message: Type.String() }, { $id: 'Message' });

/** Responses every route may give, in the error envelope. */
export function errors<C extends number>(...codes: C[]) {
  return Object.fromEntries(codes.map((code) => [code, ref(ErrorSchema)])) as { [K in C]: ReturnType<typeof ref<typeof ErrorSchema>> };
}

/**
 * Plain text: a length limit on every string, and no control characters but tab and line breaks
 * in paragraphs (PostgreSQL refuses NUL in text, and none belong in a form). Markup such as
 * `<script>` is stored and returned as typed: it is text, escaped by whoever renders it. Every
 * string of every request is also checked for unpaired surrogates and control characters before
 * its schema (server/lib/request-text.ts); these patterns say the same in the contract.
 */
const NO_CONTROL = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const ONE_LINE = '^[^\\u0000-\\u001F\\u007F]*$';
/** One line without the bidirectional controls (U+202A–U+202E, U+2066–U+2069) that can make `cv<U+202E>fdp.exe` show as `cvexe.pdf`. */
const SHOWN_NAME = '^[^\\u0000-\\u001F\\u007F\\u202A-\\u202E\\u2066-\\u2069]*$';
/** The same rules plus at least one character that is not white space. */
const nonBlank = (pattern: string) => `^(?=[\\s\\S]*\\S)${pattern.slice(1)}`;

/** One line of text (places, e-mail addresses, numbers), at most `maxLength` characters. */
export const Line = (maxLength: number, opts: object = {}) => Type.String({ maxLength, pattern: ONE_LINE, ...opts });

/** Several lines of text (descriptions, statements), at most `maxLength` characters. */
export const Paragraphs = (maxLength: number, opts: object = {}) => Type.String({ maxLength, pattern: NO_CONTROL, ...opts });

/** Several lines with at least one visible character (a chat message). */
export const NonBlankParagraphs = (maxLength: number, opts: object = {}) => Type.String({ minLength: 1, maxLength, pattern: nonBlank(NO_CONTROL), ...opts });

/**
 * A name or title people see in lists (applicant and user names, job titles, document names): one
 * line without bidirectional controls, which could disguise it (a file name that reads backwards).
 */
export const Name = (maxLength: number, opts: object = {}) => Type.String({ maxLength, pattern: SHOWN_NAME, ...opts });

/** Common string limits so hostile input is refused by schema, not by the database. */
export const Str = {
  short: (opts: object = {}) => Line(200, opts),
  name: (opts: object = {}) => Name(200, opts),
  email: (opts: object = {}) => Line(254, opts),
  password: (opts: object = {}) => Line(200, opts),
  token: (opts: object = {}) => Line(200, { minLength: 1, ...opts }),
};

export const sharedSchemas = [ErrorSchema, MessageSchema];
