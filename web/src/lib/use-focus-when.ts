import { useEffect, useRef } from 'react';

/**
 * A ref for the element that says what just happened (a confirmation, the new status): it takes the
 * focus each time `key` changes to something truthy, so the keyboard goes on from there instead of
 * from the page's start when the button pressed has gone (WCAG 2.4.3). The element needs tabIndex -1.
 */
export function useFocusWhen<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}
