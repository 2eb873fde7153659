import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { READ_ONCE, useSeededQuery } from './seeded-query';

function setup(answer: () => Promise<{ version: number }>, isMissing?: (error: unknown) => boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const seed = vi.fn();
  const hook = renderHook(() => useSeededQuery(useQuery({ queryKey: ['thing'], queryFn: answer, ...READ_ONCE }), seed, isMissing), { wrapper });
  return { hook, seed };
}

describe('a query that seeds a form', () => {
  it('is loading until the answer has been handed over, once', async () => {
    const { hook, seed } = setup(async () => ({ version: 1 }));
    expect(hook.result.current.state).toBe('loading');
    await waitFor(() => expect(hook.result.current.state).toBe('ready'));
    expect(seed).toHaveBeenCalledTimes(1);
    expect(seed).toHaveBeenCalledWith({ version: 1 });
    hook.rerender();
    expect(seed).toHaveBeenCalledTimes(1);
  });

  it('a reload is loading again, and seeds again even when the answer is the same', async () => {
    let release!: () => void;
    let calls = 0;
    const { hook, seed } = setup(() => {
      calls += 1;
      return calls === 1 ? Promise.resolve({ version: 1 }) : new Promise((resolve) => (release = () => resolve({ version: 1 })));
    });
    await waitFor(() => expect(hook.result.current.state).toBe('ready'));
    act(() => hook.result.current.reload());
    await waitFor(() => expect(hook.result.current.state).toBe('loading'));
    expect(seed).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await waitFor(() => expect(hook.result.current.state).toBe('ready'));
    expect(seed).toHaveBeenCalledTimes(2);
  });

  it('says missing or failed when the load is refused', async () => {
    const notFound = { statusCode: 404, code: 'not_found' };
    const missing = setup(() => Promise.reject(notFound), (error) => error === notFound);
    await waitFor(() => expect(missing.hook.result.current.state).toBe('missing'));
    const failed = setup(() => Promise.reject(new Error('down')), (error) => error === notFound);
    await waitFor(() => expect(failed.hook.result.current.state).toBe('failed'));
    expect(failed.seed).not.toHaveBeenCalled();
  });
});
