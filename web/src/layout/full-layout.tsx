import type { ReactNode } from 'react';

/** Routes marked full: the page alone, without menu or navbar. */
export function FullLayout({ children }: { children: ReactNode }) {
  return <main className="layout-full">{children}</main>;
}
