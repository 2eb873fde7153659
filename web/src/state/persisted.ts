import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * An atom kept in localStorage (the only place the SPA touches it), read synchronously on
 * first use so the first render already has the saved value.
 */
export function persistedAtom<T>(key: string, initial: T) {
  // The server (which renders the public careers pages) has no localStorage: the initial value there.
  const storage = createJSONStorage<T>(() => (typeof localStorage === 'undefined' ? (undefined as never) : localStorage));
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}
