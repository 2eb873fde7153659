import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * An atom kept in localStorage (the only place the SPA touches it), read synchronously on
 * first use so the first render already has the saved value.
 */
export function persistedAtom<T>(key: string, initial: T) {
  const storage = createJSONStorage<T>(() => localStorage);
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}
