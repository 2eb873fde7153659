import { useCallback, useEffect, useRef, useState } from 'react';
import { useServerAnswer, type ServerAnswer } from '../../../lib/server-state';

/** What a page knows about data it asked the server for. */
export type Load<T> =
  | { state: 'loading'; data: T | null }
  | { state: 'ready'; data: T }
  | { state: 'missing'; data: null }
  | { state: 'failed'; data: T | null };

/** One answer of the API client: data, or an error with the response (openapi-fetch's shape). */
export interface ApiAnswer<T> {
  data?: T;
  response: Response;
}

const fromServer = <T>(answer: ServerAnswer | undefined): Load<T> => {
  if (answer?.status === 'ready') return { state: 'ready', data: answer.data as T };
  if (answer?.status === 'missing') return { state: 'missing', data: null };
  return { state: 'loading', data: null };
};

/**
 * Loads data when `key` changes (a URL, a query string): keeps the previous data while the next
 * arrives, ignores answers that come back after a newer request, and says 404 apart from failures.
 * `serverKey`: where a server-rendered page carries this answer (shared/server-keys.ts); the first
 * render then has it, and it is not fetched again.
 */
export function useLoad<T>(key: string, fetcher: () => Promise<ApiAnswer<T>>, serverKey?: string): Load<T> & { retry: () => void } {
  const server = useServerAnswer(serverKey);
  const [load, setLoad] = useState<Load<T>>(() => fromServer<T>(server.answer));
  const [attempt, setAttempt] = useState(0);
  // The key whose data came with the page: its first load is already done.
  const rendered = useRef<string | null>(server.answer ? key : null);

  useEffect(() => {
    if (rendered.current === key && attempt === 0) {
      server.take();
      return;
    }
    rendered.current = null;
    let current = true;
    setLoad((previous) => ({ state: 'loading', data: previous.data }));
    fetcher().then(
      ({ data, response }) => {
        if (!current) return;
        if (data !== undefined) setLoad({ state: 'ready', data });
        else if (response.status === 404 || response.status === 400) setLoad({ state: 'missing', data: null });
        else setLoad((previous) => ({ state: 'failed', data: previous.data }));
      },
      () => current && setLoad((previous) => ({ state: 'failed', data: previous.data })),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fetcher is new each render; the key says when the data to load changes
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...load, retry };
}
