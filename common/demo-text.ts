// Builders imported one by one (not the `Type` namespace): the SPA bundles only these.
import { String as StringOf } from '@sinclair/typebox';

/**
 * Text rules of the demo apps' fields, shared by the server (authoritative, Ajv) and the SPA's
 * forms (TypeBox's checker): a length limit, no control characters (tab and line breaks only in
 * rich text) and no unpaired UTF-16 surrogate. The patterns mean the same with and without the
 * regular expression `u` flag (Ajv uses it, TypeBox does not): a character is anything but a
 * control character or a surrogate, or a well-formed surrogate pair.
 */
const PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
const LINE_CHAR = `(?:[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]|${PAIR})`;
const PARAGRAPH_CHAR = `(?:[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]|${PAIR})`;

/** One line of text (a place, a guest's name, a web address), at most `maxLength` characters. */
export const DemoLine = (maxLength: number, opts: object = {}) => StringOf({ maxLength, pattern: `^${LINE_CHAR}*$`, ...opts });

/** Empty, or a web address starting with http:// or https:// (never `javascript:` or `data:`). */
export const DemoWebAddress = (maxLength: number, opts: object = {}) =>
  StringOf({ maxLength, pattern: `^(?:[Hh][Tt][Tt][Pp][Ss]?://(?:[^\\s\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]|${PAIR})+)?$`, ...opts });

/** A character of a name or title shown in lists: also no bidirectional control (U+202A–U+202E, U+2066–U+2069), which can disguise text. */
const SHOWN_CHAR = `(?:[^\\u0000-\\u001F\\u007F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF]|${PAIR})`;

/** One line with at least one visible character (a title or a name shown in lists). */
export const DemoTitle = (maxLength: number, opts: object = {}) =>
  StringOf({ minLength: 1, maxLength, pattern: `^(?=[\\s\\S]*\\S)${SHOWN_CHAR}*$`, ...opts });

/** HTML from the rich-text editor, at most `maxLength` characters; the server stores it sanitised. */
export const DemoRichText = (maxLength: number, opts: object = {}) =>
  StringOf({ maxLength, pattern: `^${PARAGRAPH_CHAR}*$`, contentMediaType: 'text/html', ...opts });

/** A calendar day, `YYYY-MM-DD`. */
export const DemoDay = (opts: object = {}) => StringOf({ format: 'date', examples: ['2026-12-01'], ...opts });
