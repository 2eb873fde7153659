import { api, refreshSession } from './api-client';
import { clearSession, storeSession, userDataAtom, type Session, type UserData } from '../state/session';
import { localeAtom, type Locale } from '../state/locale';
import { appStore } from '../state/store';
import * as paths from '../../../common/paths';

/** Where each role lands after signing in (section 4 of the seed). */
export function landingFor(role: string | undefined | null): string {
  if (role === 'admin') return paths.careers.home;
  if (role === 'client') return paths.misc.accessControl;
  return paths.auth.login;
}

/** Stores the session; the portal speaks the language saved with the account. */
export function signIn(session: Session) {
  storeSession(session);
  appStore.set(localeAtom, session.userData.locale);
}

/**
 * Saves the language with the signed-in user's account (the language of their e-mails too);
 * answers the updated user, or null when it could not be saved.
 */
export async function saveAccountLocale(locale: Locale): Promise<UserData | null> {
  const { data } = await api.PUT('/api/auth/me/locale', { body: { locale } }).catch(() => ({ data: undefined }));
  return data ?? null;
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

/** Only same-site paths are accepted as a return address after signing in. */
export function safeRedirect(target: string | null | undefined): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}
