import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * Sets the document title to `title` · the site name while `title` is not null. The router sets
 * the route's own title in its effect, which runs after the page's: the page's title is applied a
 * moment later so that it wins (also when the language changes).
 */
export function useDocumentTitle(title: string | null) {
  const { t } = useLingui();
  const full = title === null ? null : `${title} · ${t`Hospital Careers`}`;
  useEffect(() => {
    if (full === null) return;
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = full;
    });
    return () => {
      current = false;
    };
  }, [full]);
}
