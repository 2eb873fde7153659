import { useEffect, useState } from 'react';
import type { components } from '../../api/schema';
import { api } from '../../lib/api-client';
import { useServerAnswer } from '../../lib/server-state';
import { ACCESSIBILITY_KEY } from './page-meta';

export type AccessibilityStatement = components['schemas']['AccessibilityStatement'];
export type StatementData = AccessibilityStatement['statements'][number];

type Loaded = { state: 'loading' | 'failed'; data: null } | { state: 'ready'; data: AccessibilityStatement };

/** The statements: the answer the server rendered the page with, else fetched once (with a retry after a failure). */
export function useStatement(): Loaded & { retry: () => void } {
  const server = useServerAnswer(ACCESSIBILITY_KEY);
  const rendered = server.answer?.status === 'ready' ? (server.answer.data as AccessibilityStatement) : null;
  const [loaded, setLoaded] = useState<Loaded>(rendered ? { state: 'ready', data: rendered } : { state: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (rendered && attempt === 0) {
      server.take();
      return;
    }
    let current = true;
    setLoaded({ state: 'loading', data: null });
    api.GET('/api/careers/accessibility').then(
      ({ data }) => current && setLoaded(data ? { state: 'ready', data } : { state: 'failed', data: null }),
      () => current && setLoaded({ state: 'failed', data: null }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once, again on retry
  }, [attempt]);
  return { ...loaded, retry: () => setAttempt((n) => n + 1) };
}
