import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { layoutSettingsAtom } from '../state/layout';

/** Animates a page in with the transition of the layout settings (zoom-fade by default). */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { routeTransition } = useAtomValue(layoutSettingsAtom);
  return <div className={routeTransition === 'none' ? undefined : `route-enter route-enter--${routeTransition}`}>{children}</div>;
}
