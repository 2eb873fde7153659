import type { components } from '../../api/schema';
import { $api } from '../../lib/query';
import { useRenderedAnswer } from '../../lib/rendered-query';
import { ACCESSIBILITY_KEY } from './page-meta';

export type AccessibilityStatement = components['schemas']['AccessibilityStatement'];
export type StatementData = AccessibilityStatement['statements'][number];

/** The statements: the answer the server rendered the page with, else fetched (with a retry after a failure). */
export function useStatement() {
  const rendered = useRenderedAnswer('/api/careers/accessibility', ACCESSIBILITY_KEY);
  return rendered.load($api.useQuery('get', '/api/careers/accessibility', {}, rendered.options));
}
