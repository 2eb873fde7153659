import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { buildAbility, DEFAULT_RULES } from '../../../common/ability';
import type { components } from '../api/schema';
import { persistedAtom } from './persisted';
import { appStore } from './store';

export type UserData = components['schemas']['UserData'];
export type Session = components['schemas']['Session'];

/** The signed-in user, stored under the `userData` key (with role and ability). */
export const userDataAtom = persistedAtom<UserData | null>('userData', null);

/** The access token lives in memory only; a reload renews it through the refresh cookie. */
export const accessTokenAtom = atom<string | null>(null);

export const abilityAtom = atom((get) => buildAbility((get(userDataAtom)?.ability as never) ?? DEFAULT_RULES));

export const isLoggedInAtom = atom((get) => get(userDataAtom) !== null);

export function storeSession(session: Pick<Session, 'userData' | 'accessToken'>) {
  appStore.set(userDataAtom, session.userData);
  appStore.set(accessTokenAtom, session.accessToken);
}

export function clearSession() {
  appStore.set(userDataAtom, RESET);
  appStore.set(accessTokenAtom, null);
}
