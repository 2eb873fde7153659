import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors.js';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string in `value` that is not well-formed UTF-16 (a lone surrogate half), or null. */
export function malformedTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value) ? null : path.join('.') || '(body)';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = malformedTextPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = malformedTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * preValidation hook of the demo writes that store text: a JSON body whose strings hold an unpaired
 * surrogate (text no client can type, and that PostgreSQL or a mail server would refuse later) is
 * refused with 400 `malformed_text` naming the field, instead of being stored.
 */
export async function rejectMalformedText(request: FastifyRequest) {
  const field = malformedTextPath(request.body);
  if (field) throw badRequest(`${field} is not well-formed Unicode text (an unpaired surrogate).`, { code: 'malformed_text', field });
}
