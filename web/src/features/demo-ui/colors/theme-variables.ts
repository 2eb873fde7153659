import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The theme's variables the portal's screens are styled with, by role. */
export const ROLE_VARIABLES: { variable: string; role: MessageDescriptor }[] = [
  { variable: '--primary-color', role: msg`Primary colour (buttons, selection)` },
  { variable: '--primary-color-text', role: msg`Text on the primary colour` },
  { variable: '--shell-accent', role: msg`Shell accent (active menu entry, focus ring)` },
  { variable: '--shell-accent-contrast', role: msg`Text on the shell accent` },
  { variable: '--highlight-bg', role: msg`Highlighted item` },
  { variable: '--highlight-text-color', role: msg`Text of a highlighted item` },
  { variable: '--text-color', role: msg`Text` },
  { variable: '--text-color-secondary', role: msg`Secondary text` },
  { variable: '--surface-ground', role: msg`Page background` },
  { variable: '--surface-card', role: msg`Cards and sections` },
  { variable: '--surface-overlay', role: msg`Menus, dialogs and overlays` },
  { variable: '--surface-border', role: msg`Borders` },
  { variable: '--surface-hover', role: msg`Hovered item` },
  { variable: '--shell-danger', role: msg`Errors and destructive actions` },
];

/** The palette scales of the theme, shown at their 100, 300, 500, 700 and 900 steps. */
export const PALETTES = ['primary', 'blue', 'green', 'yellow', 'cyan', 'pink', 'indigo', 'teal', 'orange', 'bluegray', 'purple', 'red', 'gray', 'surface'] as const;
export const STEPS = [100, 300, 500, 700, 900] as const;

const read = (names: readonly string[]) => {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()]));
};

/**
 * The current values of `names` on <html>, read again when the skin changes and once more when
 * the skin's theme stylesheet has loaded.
 */
export function useThemeValues(names: readonly string[]): Record<string, string> {
  const [values, setValues] = useState(() => read(names));
  useEffect(() => {
    const refresh = () => setValues(read(names));
    const observer = new MutationObserver(refresh);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin'] });
    const link = document.getElementById('theme-link');
    link?.addEventListener('load', refresh);
    refresh();
    return () => {
      observer.disconnect();
      link?.removeEventListener('load', refresh);
    };
  }, [names]);
  return values;
}
