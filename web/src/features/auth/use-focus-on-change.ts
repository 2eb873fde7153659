import { useEffect, useRef } from 'react';

/**
 * A ref that receives focus when `key` changes to a truthy value after the first render
 * (an outcome replacing a form), so that keyboard and screen-reader users land on it.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}
