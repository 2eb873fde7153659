import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './icon';
import { MAIN_ID } from './skip-link';

/** Section 9: the button appears once the page has scrolled more than 250 px. */
export const SCROLL_TOP_THRESHOLD = 250;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button disappears at the top: keep focus in the page rather than losing it.
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="scroll-to-top" aria-label={t`Back to top`} title={t`Back to top`} onClick={toTop}>
      <Icon name="arrow-up" />
    </button>
  );
}
