import { api, refreshSession } from './api-client';
import { clearSession, storeSession, userDataAtom, type Session } from '../state/session';
import { appStore } from '../state/store';

/** Where each role lands after signing in (section 4 of the seed). */
export function landingFor(role: string | undefined | null): string {
  if (role === 'admin') return '/careers';
  if (role === 'client') return '/access-control';
  return '/login';
}

export function signIn(session: Session) {
  storeSession(session);
}

export async function signOut() {
  await api.POST('/api/jwt/logout', { body: {} }).catch(() => undefined);
  clearSession();
}

/** On start: a stored user gets a fresh access token from the refresh cookie, or is signed out. */
export async function restoreSession(): Promise<void> {
  if (!appStore.get(userDataAtom)) return;
  await refreshSession();
}
