// Builders imported one by one (not the `Type` namespace): the SPA bundles only these.
import { String as StringOf } from '@sinclair/typebox';
import { Line, NO_CONTROL_PATTERN, Title } from './text-rules.js';

/**
 * Field rules of the demo apps beyond the shared text rules (common/text-rules.ts), shared by the
 * server and the forms.
 */

/** One line of text (a place, a guest's name), at most `maxLength` characters. */
export const DemoLine = Line;

/** A title or a name shown in lists: at least one visible character, no bidirectional control. */
export const DemoTitle = Title;

const PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';

/** Empty, or a web address starting with http:// or https:// (never `javascript:` or `data:`). */
export const DemoWebAddress = (maxLength: number, opts: object = {}) =>
  StringOf({ maxLength, pattern: `^(?:[Hh][Tt][Tt][Pp][Ss]?://(?:[^\\s\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]|${PAIR})+)?$`, ...opts });

/** HTML from the rich-text editor, at most `maxLength` characters; the server stores it sanitised. */
export const DemoRichText = (maxLength: number, opts: object = {}) => StringOf({ maxLength, pattern: NO_CONTROL_PATTERN, contentMediaType: 'text/html', ...opts });

/** A calendar day, `YYYY-MM-DD`. */
export const DemoDay = (opts: object = {}) => StringOf({ format: 'date', examples: ['2026-12-01'], ...opts });
