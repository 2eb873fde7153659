import { useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/server-state';
import { useLayoutSettings } from './use-layout-settings';

/**
 * Animates a page in with the transition of the layout settings (zoom-fade by default). A page
 * the server rendered is shown as it came (no animation on the first paint): only the pages
 * opened in the browser after it are animated.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [animated] = useState(hydrated);
  const { routeTransition } = useLayoutSettings().settings;
  const className = !animated || routeTransition === 'none' ? undefined : `route-enter route-enter--${routeTransition}`;
  return <div className={className}>{children}</div>;
}
