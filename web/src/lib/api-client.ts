import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../api/schema';
import { accessTokenAtom, clearSession, storeSession, type Session } from '../state/session';
import { appStore } from '../state/store';
import { emptyErrorMiddleware } from './empty-error';

/**
 * The only place the SPA calls fetch. Typed by web/src/api/schema.d.ts (generated from
 * openapi.yaml). Adds the in-memory access token, and on a 401 renews it once through the
 * httpOnly refresh cookie and repeats the request.
 */
const rawFetch = (request: Request) => globalThis.fetch(request);

let refreshing: Promise<boolean> | null = null;

/** Renews the session through the refresh cookie; one renewal at a time. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await rawFetch(new Request('/api/jwt/refresh-token', { method: 'POST', credentials: 'same-origin' }));
      if (!res.ok) {
        clearSession();
        return false;
      }
      storeSession((await res.json()) as Session);
      return true;
    } catch {
      return false;
    } finally {
      queueMicrotask(() => (refreshing = null));
    }
  })();
  return refreshing;
}

const pending = new Map<string, Request>();

const authMiddleware: Middleware = {
  onRequest({ request, id }) {
    const token = appStore.get(accessTokenAtom);
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    if (!request.url.includes('/api/jwt/')) pending.set(id, request.clone());
    return request;
  },
  async onResponse({ response, id }) {
    const original = pending.get(id);
    pending.delete(id);
    if (response.status !== 401 || !original) return response;
    if (!(await refreshSession())) return response;
    original.headers.set('authorization', `Bearer ${appStore.get(accessTokenAtom)}`);
    return rawFetch(original);
  },
  onError({ id }) {
    pending.delete(id);
  },
};

export const api = createClient<paths>({ baseUrl: '', fetch: rawFetch, credentials: 'same-origin' });
api.use(authMiddleware, emptyErrorMiddleware);
