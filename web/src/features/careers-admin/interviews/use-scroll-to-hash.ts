import { useEffect } from 'react';

/**
 * Once the page's content is there (`ready`), brings the element the URL's `#id` names into view
 * and moves focus to it: links from the panel calendar land on a round's board or a candidate's
 * scorecard, which only exist after the rounds have loaded.
 */
export function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready]);
}
