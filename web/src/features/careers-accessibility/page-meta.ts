import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

/** Where the server-rendered statement page carries its answer (lib/server-state.ts). */
export const ACCESSIBILITY_KEY = 'accessibility';

/** What search engines and link previews read about the statement page, in the page's language. */
export function accessibilityMeta(i18n: I18n, routeTitle: string) {
  return {
    title: `${routeTitle} · ${i18n._(msg`Hospital Careers`)}`,
    description: i18n._(msg`How accessible the hospital's careers portal is, its known problems, how it was tested, and how to ask for help or for the application in another format.`),
  };
}
