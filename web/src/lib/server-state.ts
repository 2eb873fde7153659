import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * A page the server rendered (the public careers pages, server/modules/careers-pages) carries the
 * data it was rendered from in `<script type="application/json" id="server-state">` (not run, so
 * the Content Security Policy needs nothing for it). The SPA hydrates that HTML with the same data,
 * so it neither fetches it again nor renders anything the server did not.
 */
export const SERVER_STATE_ID = 'server-state';

/** One API answer the page was rendered with: its data, or "not found". */
export type ServerAnswer = { status: 'ready'; data: unknown } | { status: 'missing' };

export interface ServerState {
  /** The language the page was rendered in. */
  locale: string;
  /** The route the page was rendered for (its path in app/routes.ts), whose module is loaded before hydrating. */
  route: string;
  /** API answers by key (features/careers/shared/server-keys.ts). */
  answers: Record<string, ServerAnswer>;
}

let read: ServerState | null | undefined;

/** The state of a server-rendered page, read once from the document; null on any other page. */
export function serverState(): ServerState | null {
  if (read !== undefined) return read;
  const script = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  try {
    read = script?.textContent ? (JSON.parse(script.textContent) as ServerState) : null;
  } catch {
    read = null;
  }
  return read;
}

/** The answers the page was rendered with (the server passes its own; the browser the embedded ones). */
export const ServerAnswers = createContext<Record<string, ServerAnswer> | null>(null);

/**
 * The answer under `key` the page was rendered with, if any. `take` forgets it afterwards (in the
 * browser), so a later visit to the same view loads fresh data.
 */
export function useServerAnswer(key: string | undefined): { answer: ServerAnswer | undefined; take: () => void } {
  const answers = useContext(ServerAnswers);
  const answer = key === undefined ? undefined : answers?.[key];
  return { answer, take: () => key !== undefined && answers && delete answers[key] };
}

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates server HTML, true afterwards (and always true in
 * a page rendered in the browser). What depends on the browser's saved state (the signed-in user,
 * the skin) is rendered as the server did until then, then updated: hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** `value` once hydrated; `serverValue` (what the server rendered) before. */
export function useAfterHydration<T>(value: T, serverValue: T): T {
  return useHydrated() ? value : serverValue;
}
