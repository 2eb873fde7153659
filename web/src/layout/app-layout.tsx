import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../components/page-loading';

/** The layout with menu and navbar lives in its own chunk: the public careers pages never load it. */
const AppShell = lazy(() => import('./app-shell'));

/** Vertical or horizontal layout, as the layout settings say. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <AppShell>{children}</AppShell>
    </Suspense>
  );
}
