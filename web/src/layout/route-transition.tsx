import type { ReactNode } from 'react';
import { useLayoutSettings } from './use-layout-settings';

/** Animates a page in with the transition of the layout settings (zoom-fade by default). */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { routeTransition } = useLayoutSettings().settings;
  return <div className={routeTransition === 'none' ? undefined : `route-enter route-enter--${routeTransition}`}>{children}</div>;
}
