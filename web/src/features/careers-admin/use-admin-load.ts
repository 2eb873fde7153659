import { useCallback, useEffect, useState } from 'react';

/** An answer of the API client (openapi-fetch's shape). */
interface Answer<T> {
  data?: T;
  response: Response;
}

export interface AdminLoad<T> {
  data: T | null;
  loading: boolean;
  /** The HTTP status of a failed load (0: no answer). */
  failure: number | null;
  reload: () => void;
}

/**
 * Loads data when `key` changes or `reload()` is called; keeps the previous data meanwhile and
 * ignores an answer overtaken by a newer request.
 */
export function useAdminLoad<T>(key: string, fetcher: () => Promise<Answer<T>>): AdminLoad<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetcher().then(
      (answer) => {
        if (!current) return;
        setLoading(false);
        if (answer.data !== undefined) {
          setData(answer.data);
          setFailure(null);
        } else setFailure(answer.response.status);
      },
      () => {
        if (!current) return;
        setLoading(false);
        setFailure(0);
      },
    );
    return () => {
      current = false;
    };
    // The key (and the attempt) say when to load again; the fetcher is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, failure, reload };
}
