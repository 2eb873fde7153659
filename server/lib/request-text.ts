/**
 * What every string a client sends must be, whatever the route: well-formed text (no unpaired
 * UTF-16 surrogate, which PostgreSQL refuses in JSON and turns into U+FFFD in text) and no control
 * characters but tab and line breaks (PostgreSQL refuses NUL; none belong in a form). Stricter
 * rules per field (one line, no bidirectional controls) live in the schemas (server/lib/schema.ts).
 */

// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export interface TextProblem {
  /** JSON pointer of the value at fault (`/address/city`), as Ajv reports paths. */
  instancePath: string;
  message: string;
}

/** Why `value` is not acceptable text, or null. */
export function stringProblem(value: string): string | null {
  if (LONE_SURROGATE.test(value)) return 'must be valid text (it holds an unpaired UTF-16 surrogate)';
  if (CONTROL.test(value)) return 'must not contain control characters';
  return null;
}

/** A key as it can be shown in a message. */
const printable = (key: string) => key.replace(LONE_SURROGATES, '\uFFFD').replace(CONTROL_ALL, '?').replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The first string (value or object key) anywhere in `data` that is not acceptable text.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findTextProblem(data: unknown): TextProblem | null {
  const stack: [unknown, string][] = [[data, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const message = stringProblem(value);
      if (message) return { instancePath: path, message };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}/${i}`]);
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        const keyMessage = stringProblem(key);
        if (keyMessage) return { instancePath: `${path}/${printable(key)}`, message: 'is a key that is not valid text' };
        stack.push([(value as Record<string, unknown>)[key], `${path}/${key}`]);
      }
    }
  }
  return null;
}

/** What a name shown in lists may not hold: control characters (line breaks included) and bidirectional controls. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const UNSHOWABLE = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
const UNSHOWABLE_ALL = new RegExp(UNSHOWABLE.source, 'g');

/** Whether `text` may be shown as a name: valid text on one line, no bidirectional controls (the `Name` schema's rule). */
export const isShowableName = (text: string) => !LONE_SURROGATE.test(text) && !UNSHOWABLE.test(text);

/** `text` without what `isShowableName` refuses (for names taken from uploaded file names). */
export const stripUnshowable = (text: string) => text.replace(LONE_SURROGATES, '\uFFFD').replace(UNSHOWABLE_ALL, '');
