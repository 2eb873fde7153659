import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { AppAbility } from '../../../common/ability';
import type { AbilityRule } from '../../../common/ability-rules';
import { abilityAtom, loadCasl, userDataAtom, type UserData } from '../state/session';
import { useHydrated } from './server-state';

/** A visitor's pages need no ability (CASL is not fetched for them). */
export type HydratedSession = { userData: null; ability: null } | { userData: UserData; ability: AppAbility };

const VISITOR: HydratedSession = { userData: null, ability: null };

/**
 * The signed-in user and their ability as a page that the server may have rendered shows them:
 * a visitor's (what the server, which never sees this browser's saved session, rendered) until
 * hydration ends, then the user saved in this browser once their ability is there (CASL is
 * fetched for a signed-in user, never for a visitor). In a page rendered in the browser, the
 * saved user from the first render.
 */
export function useHydratedSession(): HydratedSession {
  const hydrated = useHydrated();
  const userData = useAtomValue(userDataAtom);
  const shared = useAtomValue(abilityAtom);
  // CASL as this component saw it arrive: the page does not depend on when the shared ability
  // followed (a signed-in user's page, hydrating while CASL loaded, once stayed a visitor's in CI).
  const [casl, setCasl] = useState<Awaited<ReturnType<typeof loadCasl>> | null>(null);
  const waiting = hydrated && userData !== null && shared === null;
  useEffect(() => {
    if (waiting) void loadCasl().then(setCasl, () => undefined);
  }, [waiting]);
  const ability = shared ?? (userData && casl ? casl.buildAbility(userData.ability as AbilityRule[]) : null);
  return hydrated && userData && ability ? { userData, ability } : VISITOR;
}
