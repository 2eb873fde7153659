import { atom } from 'jotai';

/**
 * Transient layout state (not saved): the menu groups the user opened. Kept in an atom rather
 * than component state because the layout is mounted again on every navigation.
 */
export const openMenuGroupsAtom = atom<string[]>([]);
