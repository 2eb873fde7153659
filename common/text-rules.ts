// Builders imported one by one (not the `Type` namespace): the SPA bundles only these.
import { Literal, String as StringOf, Union } from '@sinclair/typebox';

/**
 * The plain-text rules of every field, shared by the server's schemas (authoritative, Ajv) and the
 * forms that validate with them (TypeBox's checker in the browser): a length limit, no control
 * characters (tab and line breaks only in paragraphs; PostgreSQL refuses NUL and none belong in a
 * form), no unpaired UTF-16 surrogate, and for names and titles people see in lists no
 * bidirectional control (U+202A–U+202E, U+2066–U+2069), which could disguise them
 * (`cv<U+202E>fdp.exe` showing as `cvexe.pdf`). Markup such as `<script>` is stored as typed: it is
 * text, escaped by whoever renders it. The server also refuses surrogates and control characters
 * in every request before its schema (server/lib/request-text.ts); these patterns say it in the
 * contract and in the forms.
 *
 * The patterns mean the same with and without the regular expression `u` flag (Ajv uses it,
 * TypeBox does not): a character is anything but the excluded ones or a surrogate, or a
 * well-formed surrogate pair (an emoji).
 */
const PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
const allBut = (excluded: string) => `(?:[^${excluded}\\uD800-\\uDFFF]|${PAIR})`;
const LINE_CHAR = allBut('\\u0000-\\u001F\\u007F');
const PARAGRAPH_CHAR = allBut('\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F');
const SHOWN_CHAR = allBut('\\u0000-\\u001F\\u007F\\u202A-\\u202E\\u2066-\\u2069');
/** Also at least one character that is not white space. */
const NOT_BLANK = '(?=[\\s\\S]*\\S)';

export const ONE_LINE_PATTERN = `^${LINE_CHAR}*$`;
export const NO_CONTROL_PATTERN = `^${PARAGRAPH_CHAR}*$`;
export const SHOWN_NAME_PATTERN = `^${SHOWN_CHAR}*$`;

/** One line of text (places, e-mail addresses, numbers), at most `maxLength` characters. */
export const Line = (maxLength: number, opts: object = {}) => StringOf({ maxLength, pattern: ONE_LINE_PATTERN, ...opts });

/** Several lines of text (descriptions, statements), at most `maxLength` characters. */
export const Paragraphs = (maxLength: number, opts: object = {}) => StringOf({ maxLength, pattern: NO_CONTROL_PATTERN, ...opts });

/** Several lines with at least one visible character (a chat message, a comment). */
export const NonBlankParagraphs = (maxLength: number, opts: object = {}) =>
  StringOf({ minLength: 1, maxLength, pattern: `^${NOT_BLANK}${PARAGRAPH_CHAR}*$`, ...opts });

/** A name or title people see in lists (people, jobs, documents, tasks, events): one line, no bidirectional control. */
export const Name = (maxLength: number, opts: object = {}) => StringOf({ maxLength, pattern: SHOWN_NAME_PATTERN, ...opts });

/** A name or title that must say something: at least one visible character. */
export const Title = (maxLength: number, opts: object = {}) => StringOf({ minLength: 1, maxLength, pattern: `^${NOT_BLANK}${SHOWN_CHAR}*$`, ...opts });

/** One of a few fixed words, checked alike by the server and by TypeBox in the browser. */
export const Choice = <const T extends string>(values: readonly T[], opts: object = {}) => Union(values.map((value) => Literal(value)), opts);
