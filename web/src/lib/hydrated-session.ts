import { useAtomValue } from 'jotai';
import { buildAbility, DEFAULT_RULES } from '../../../common/ability';
import { abilityAtom, userDataAtom } from '../state/session';
import { useHydrated } from './server-state';

const VISITOR = { userData: null, ability: buildAbility(DEFAULT_RULES) };

/**
 * The signed-in user and their ability as a page that the server may have rendered shows them:
 * a visitor's (what the server, which never sees this browser's saved session, rendered) until
 * hydration ends, then the user saved in this browser. In a page rendered in the browser, the
 * saved user from the first render.
 */
export function useHydratedSession() {
  const hydrated = useHydrated();
  const userData = useAtomValue(userDataAtom);
  const ability = useAtomValue(abilityAtom);
  return hydrated ? { userData, ability } : VISITOR;
}
