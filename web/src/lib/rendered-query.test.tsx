import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { $api } from './query';
import { useRenderedAnswer } from './rendered-query';
import { ServerAnswers, type ServerAnswer } from './server-state';

const PATH = '/api/careers/departments';
const KEY = 'departments';
const departments = { departments: [{ department: 'nursing', openJobs: 3 }] };

/** The departments' query of a page, rendered with `answers` as a server-rendered page would be. */
function renderQuery(answers: Record<string, ServerAnswer> | null) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ServerAnswers value={answers}>{children}</ServerAnswers>
    </QueryClientProvider>
  );
  return renderHook(
    () => {
      const rendered = useRenderedAnswer(PATH, KEY);
      return rendered.load($api.useQuery('get', PATH, {}, rendered.options));
    },
    { wrapper },
  );
}

/** Answers every API call with `answer()`: a body (200) or [status, body]. */
function stubApi(answer: () => unknown) {
  const fetch = vi.fn(async () => {
    const given = answer();
    const [status, body] = Array.isArray(given) ? given : [200, given];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('a page query seeded by the server’s answers', () => {
  it('starts ready with the answer the page was rendered with, and does not fetch it again', async () => {
    const fetch = stubApi(() => departments);
    const answers: Record<string, ServerAnswer> = { [KEY]: { status: 'ready', data: departments } };
    const hook = renderQuery(answers);
    expect(hook.result.current).toMatchObject({ state: 'ready', data: departments });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    // Taken: a later visit of the same view loads fresh data.
    expect(answers[KEY]).toBeUndefined();
  });

  it('keeps a "not found" it was rendered with, without asking again', async () => {
    const fetch = stubApi(() => departments);
    const hook = renderQuery({ [KEY]: { status: 'missing' } });
    expect(hook.result.current.state).toBe('missing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(hook.result.current.state).toBe('missing');
  });

  it('fetches without a server answer: loading, then ready', async () => {
    stubApi(() => departments);
    const hook = renderQuery(null);
    expect(hook.result.current.state).toBe('loading');
    await waitFor(() => expect(hook.result.current).toMatchObject({ state: 'ready', data: departments }));
  });

  it('says missing for a 404, without retrying it', async () => {
    const fetch = stubApi(() => [404, { statusCode: 404, code: 'not_found', error: 'Not Found', message: 'No such thing' }]);
    const hook = renderQuery(null);
    await waitFor(() => expect(hook.result.current.state).toBe('missing'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says failed when the server fails (after one retry), and a retry loads it', async () => {
    let fail = true;
    const fetch = stubApi(() => (fail ? [500, { statusCode: 500, code: 'internal_error', error: 'Internal Server Error', message: 'x' }] : departments));
    const hook = renderQuery(null);
    await waitFor(() => expect(hook.result.current.state).toBe('failed'), { timeout: 5_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
    fail = false;
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current).toMatchObject({ state: 'ready', data: departments }));
  });
});
