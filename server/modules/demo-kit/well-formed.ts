import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors.js';

/** A lone half of a UTF-16 surrogate pair: text that has no UTF-8 form (it would turn into U+FFFD when stored or exported). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string under `value` with an unpaired surrogate, or null. */
export function malformedTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNPAIRED_SURROGATE.test(value) ? path : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = malformedTextPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** preValidation hook of a write route: a JSON body with malformed text is refused (400 `invalid_text`), never stored. */
export async function rejectMalformedText(request: FastifyRequest) {
  const field = malformedTextPath(request.body);
  if (field !== null) throw badRequest(`body.${field} is not valid Unicode text (an unpaired surrogate)`, { code: 'invalid_text', field });
}
