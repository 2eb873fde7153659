import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { DEFAULT_LAYOUT, layoutSettingsAtom, type LayoutSettings } from '../state/layout';

/**
 * The saved layout settings over the section 9 defaults (a value saved by an older version, or
 * by hand, may lack keys), and a setter for one key.
 */
export function useLayoutSettings() {
  const [saved, setSaved] = useAtom(layoutSettingsAtom);
  const settings: LayoutSettings = { ...DEFAULT_LAYOUT, ...(saved && typeof saved === 'object' ? saved : {}) };
  const set = useCallback(
    <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) =>
      setSaved((current) => ({ ...DEFAULT_LAYOUT, ...(current && typeof current === 'object' ? current : {}), [key]: value })),
    [setSaved],
  );
  return { settings, set, reset: setSaved };
}
