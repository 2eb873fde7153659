import { use } from 'react';
import { atom, useAtomValue } from 'jotai';
import { RESET } from 'jotai/utils';
import type { AppAbility } from '../../../common/ability';
import { DEFAULT_RULES, type AbilityRule } from '../../../common/ability-rules';
import type { components } from '../api/schema';
import { persistedAtom } from './persisted';
import { appStore } from './store';

export type UserData = components['schemas']['UserData'];
export type Session = components['schemas']['Session'];

/** The signed-in user, stored under the `userData` key (with role and ability). */
export const userDataAtom = persistedAtom<UserData | null>('userData', null);

/** The access token lives in memory only; a reload renews it through the refresh cookie. */
export const accessTokenAtom = atom<string | null>(null);

type Casl = typeof import('../../../common/ability');

let casl: Casl | null = null;
let caslLoading: Promise<Casl> | undefined;
const caslArrived = new Set<() => void>();

/**
 * Changes when CASL arrives, in every store where something reads the ability (tests have their
 * own). An ability read before CASL arrived, but subscribed to only after (a page that hydrates
 * while CASL loads), is brought up to date when the subscription starts.
 */
const caslArrival = atom(0);
caslArrival.onMount = (set) => {
  const bump = () => set((n) => n + 1);
  caslArrived.add(bump);
  if (casl) bump();
  return () => caslArrived.delete(bump);
};

/** CASL and the portal's rules (common/ability.ts) once fetched (`loadCasl`), null until then. */
const caslAtom = atom((get) => {
  get(caslArrival);
  return casl;
});

/**
 * Fetches CASL, the first time a page needs an ability: a visitor's public careers pages never
 * do, so CASL stays off them.
 */
export const loadCasl = (): Promise<Casl> =>
  (caslLoading ??= import('../../../common/ability').then(
    (module) => {
      casl = module;
      caslArrived.forEach((bump) => bump());
      return module;
    },
    (error: unknown) => {
      caslLoading = undefined; // tried again by the next page that needs it
      throw error;
    },
  ));

const rulesAtom = atom((get) => (get(userDataAtom)?.ability as AbilityRule[] | undefined) ?? DEFAULT_RULES);

/** The signed-in user's ability (a visitor's without a user), null until CASL is fetched. */
export const abilityAtom = atom<AppAbility | null>((get) => get(caslAtom)?.buildAbility(get(rulesAtom)) ?? null);

/**
 * The user's ability where `needed` (else null unless CASL is already there); the first time,
 * it suspends while CASL is fetched.
 */
export function useAbilityIf(needed: boolean): AppAbility | null {
  const ability = useAtomValue(abilityAtom);
  const rules = useAtomValue(rulesAtom);
  if (ability || !needed) return ability;
  // The store of a test (or of a render that resumed before the atom followed) may lag CASL's arrival.
  return use(loadCasl()).buildAbility(rules);
}

/** The user's ability; suspends the first time, while CASL is fetched. */
export const useAbility = (): AppAbility => useAbilityIf(true)!;

export const isLoggedInAtom = atom((get) => get(userDataAtom) !== null);

export function storeSession(session: Pick<Session, 'userData' | 'accessToken'>) {
  appStore.set(userDataAtom, session.userData);
  appStore.set(accessTokenAtom, session.accessToken);
}

export function clearSession() {
  appStore.set(userDataAtom, RESET);
  appStore.set(accessTokenAtom, null);
}
