import type { Middleware } from 'openapi-fetch';

/** The error envelope's `code` for a status that came without one (a proxy's or Node's own answer). */
export function codeForStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 408) return 'request_timeout';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 500) return 'internal_error';
  return 'unknown';
}

/**
 * An error answer with an empty body (a proxy's 502, Node's 408) becomes the portal's error
 * envelope. openapi-fetch reads such an answer as `error: ''`, which the query hooks take for a
 * success (`if (error) throw error`): a refused write would look saved.
 */
export const emptyErrorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok || response.status === 304) return response;
    if ((await response.clone().text()).trim() !== '') return response;
    const envelope = {
      statusCode: response.status,
      error: response.statusText || 'Error',
      message: `The server answered ${response.status} without a body`,
      code: codeForStatus(response.status),
    };
    const headers = new Headers(response.headers);
    headers.set('content-type', 'application/json; charset=utf-8');
    headers.delete('content-length');
    return new Response(JSON.stringify(envelope), { status: response.status, statusText: response.statusText, headers });
  },
};
