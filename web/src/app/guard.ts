import type { AppAbility } from '../../../common/ability';
import { landingFor, safeRedirect } from '../lib/session';
import type { RouteMeta } from './route-types';
import * as paths from '../../../common/paths';

export interface GuardState {
  loggedIn: boolean;
  role: string | null | undefined;
  /** Null only where it is not needed: on a public route, before CASL is fetched (state/session.ts). */
  ability: AppAbility | null;
}

export type GuardDecision = { proceed: true } | { proceed: false; redirect: string };

/**
 * Section 4 of the seed: public routes are always reachable; a route the ability does not permit
 * sends a visitor to /login (with the page to come back to); redirect-if-logged-in routes send a
 * signed-in user to the page they came for (`?redirect=`), else to their role's landing page; a signed-in user without the permission proceeds
 * (the page then says it is not available to them, and the server refuses the data anyway).
 */
export function decide(meta: RouteMeta, path: string, state: GuardState): GuardDecision {
  if (meta.public) return { proceed: true };
  const permitted = state.ability?.can(meta.action ?? 'read', meta.resource ?? 'Auth') ?? false;
  if (!permitted && !state.loggedIn) return { proceed: false, redirect: `${paths.auth.login}?redirect=${encodeURIComponent(path)}` };
  if (meta.redirectIfLoggedIn && state.loggedIn) {
    const [pathname, query] = path.split('?');
    const target = safeRedirect(new URLSearchParams(query ?? '').get('redirect')) ?? landingFor(state.role);
    // A role without a landing page lands on /login: showing it beats redirecting to itself forever.
    return target === pathname ? { proceed: true } : { proceed: false, redirect: target };
  }
  return { proceed: true };
}

/** Route params outside their allowed values (e-mail folders, to-do filters...) → /error-404. */
export function paramsAllowed(meta: RouteMeta, params: Record<string, string | undefined>): boolean {
  return Object.entries(meta.params ?? {}).every(([name, allowed]) => allowed.includes(params[name] ?? ''));
}
