import type { MouseEvent } from 'react';
import { Trans } from '@lingui/react/macro';

export const MAIN_ID = 'main-content';

/** Moves focus to the main content without changing the URL (no `#` for the router to see). */
export function focusMain(event?: MouseEvent) {
  event?.preventDefault();
  const main = document.getElementById(MAIN_ID);
  main?.focus({ preventScroll: true });
  main?.scrollIntoView?.({ block: 'start' });
}

/** The first focusable element of every page: hidden until focused. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={focusMain}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
