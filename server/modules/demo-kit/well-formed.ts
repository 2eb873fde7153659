import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors.js';

/** A code unit of an unpaired surrogate (paired ones form one code point under the u flag). */
export const LONE_SURROGATE = /\p{Cs}/u;

/** The dotted path of the first string in `value` that is not well-formed UTF-16 (an unpaired surrogate), or null. */
export function malformedTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = malformedTextAt(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * preValidation hook: a JSON body whose text holds an unpaired surrogate (`"\ud800"` parses to
 * one) is refused with 400, naming the field, instead of being stored as text no encoder can write.
 */
export async function wellFormedBody(request: FastifyRequest) {
  const field = malformedTextAt(request.body);
  if (field !== null) throw badRequest(`body${field ? `.${field}` : ''} holds an unpaired surrogate (not valid Unicode text)`, { code: 'invalid_input', ...(field ? { field } : {}) });
}
