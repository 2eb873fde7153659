import { use, type ReactNode } from 'react';
import { ensureCatalogs, type CatalogArea } from '../lib/i18n';

const pending = new Map<string, Promise<void>>();

/**
 * Suspends until the catalogs of `areas` are loaded (inside the page's Suspense boundary). The
 * server renders with the catalogs of its page already in its own translations.
 */
export function CatalogGate({ areas, children }: { areas: readonly CatalogArea[]; children: ReactNode }) {
  if (typeof document === 'undefined') return children;
  const key = areas.join(',');
  let ready = pending.get(key);
  if (!ready) {
    ready = ensureCatalogs(areas);
    pending.set(key, ready);
  }
  use(ready);
  return children;
}
