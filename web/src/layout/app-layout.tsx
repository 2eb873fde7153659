import type { ReactNode } from 'react';

/** Vertical or horizontal layout, as the layout settings say. */
export function AppLayout({ children }: { children: ReactNode }) {
  return <main className="layout-app">{children}</main>;
}
