import { use, type ReactNode } from 'react';
import { catalogsReady, ensureCatalogs, type CatalogArea } from '../lib/i18n';

const pending = new Map<string, Promise<void>>();

/**
 * Suspends until the catalogs of `areas` are loaded (inside the page's Suspense boundary). The
 * server renders with the catalogs of its page already in its own translations. Catalogs already
 * loaded never suspend: a server-rendered page (whose catalogs load before hydration) would stay
 * dehydrated, and an update reaching it then (the signed-in header) would show the fallback.
 */
export function CatalogGate({ areas, children }: { areas: readonly CatalogArea[]; children: ReactNode }) {
  if (typeof document === 'undefined' || catalogsReady(areas)) return children;
  const key = areas.join(',');
  let ready = pending.get(key);
  if (!ready) {
    ready = ensureCatalogs(areas);
    pending.set(key, ready);
  }
  use(ready);
  return children;
}
