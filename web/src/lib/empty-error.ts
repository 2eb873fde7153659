import type { Middleware } from 'openapi-fetch';

const STATUS_CODES: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  429: 'rate_limited',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

/** The error envelope's `code` for a status that came without one (a proxy's or Node's own answer). */
export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'unknown');
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
