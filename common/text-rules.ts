import { Type } from '@sinclair/typebox';

/**
 * Plain-text rules shared by the server's schemas and the forms that validate with them: a length
 * limit on every string, and no control characters but tab and line breaks in paragraphs
 * (PostgreSQL refuses NUL in text, and none belong in a form). Markup such as `<script>` is stored
 * and returned as typed: it is text, escaped by whoever renders it.
 */
export const NO_CONTROL_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
export const ONE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';

/** One line of text (names, titles, places, e-mail addresses), at most `maxLength` characters. */
export const Line = (maxLength: number, opts: object = {}) => Type.String({ maxLength, pattern: ONE_LINE_PATTERN, ...opts });

/** Several lines of text (descriptions, statements), at most `maxLength` characters. */
export const Paragraphs = (maxLength: number, opts: object = {}) => Type.String({ maxLength, pattern: NO_CONTROL_PATTERN, ...opts });

/** One of a few fixed words, checked alike by the server and by TypeBox in the browser. */
export const Choice = <const T extends string>(values: readonly T[], opts: object = {}) => Type.Union(values.map((value) => Type.Literal(value)), opts);
