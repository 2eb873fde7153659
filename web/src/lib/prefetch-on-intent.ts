import { isPublicCareersPage } from './public-pages';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `prefetch` with the path of a link of this site to a page past the public careers pages
 * as soon as it is pointed at, focused or touched: what that page needs first (the other routes'
 * table, CASL) is then on its way before the click, and the public page loaded none of it.
 */
export function prefetchOnIntent(prefetch: (path: string) => void): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (!isPublicCareersPage(link.pathname)) prefetch(link.pathname);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
