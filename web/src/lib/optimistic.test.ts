import { describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { optimistic } from './optimistic';

type List = { items: string[] };
const LISTS = ['get', '/api/things'];
const firstPage = ['get', '/api/things', { page: 1 }];
const secondPage = ['get', '/api/things', { page: 2 }];
const other = ['get', '/api/else'];

function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData<List>(firstPage, { items: ['a', 'b'] });
  client.setQueryData<List>(secondPage, { items: ['b', 'c'] });
  client.setQueryData<List>(other, { items: ['b'] });
  return client;
}

/** A write whose answer the test gives when it wants: `answer()` or `refuse(error)`. */
function write(client: QueryClient, options: Omit<Parameters<typeof optimistic<List, string, Error>>[0], 'queryKey' | 'change'> = {}) {
  let answer!: () => void;
  let refuse!: (error: Error) => void;
  const onRollback = vi.fn();
  const observer = new MutationObserver<unknown, Error, string, () => void>(client, {
    mutationFn: () =>
      new Promise((resolve, reject) => {
        answer = () => resolve('ok');
        refuse = reject;
      }),
    ...optimistic<List, string, Error>({ queryKey: LISTS, change: (list, removed) => ({ items: list.items.filter((x) => x !== removed) }), onRollback, ...options }),
  });
  const done = observer.mutate('b').catch(() => undefined);
  return { answer: () => (answer(), done), refuse: (error: Error) => (refuse(error), done), onRollback };
}

const items = (client: QueryClient, key: unknown[]) => client.getQueryData<List>(key)?.items;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('optimistic', () => {
  it('changes every cached query under the key at once, before the server answers, and no other', async () => {
    const client = cache();
    write(client);
    await settle();
    expect(items(client, firstPage)).toEqual(['a']);
    expect(items(client, secondPage)).toEqual(['c']);
    expect(items(client, other)).toEqual(['b']);
  });

  it('keeps the change when the server accepts, and fetches those queries again', async () => {
    const client = cache();
    const { answer, onRollback } = write(client);
    await settle();
    await answer();
    expect(items(client, firstPage)).toEqual(['a']);
    expect(onRollback).not.toHaveBeenCalled();
    expect(client.getQueryState(firstPage)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('puts everything back when the server refuses, then says why', async () => {
    const client = cache();
    const { refuse, onRollback } = write(client);
    await settle();
    const refusal = new Error('refused');
    await refuse(refusal);
    expect(items(client, firstPage)).toEqual(['a', 'b']);
    expect(items(client, secondPage)).toEqual(['b', 'c']);
    expect(onRollback).toHaveBeenCalledWith(refusal, 'b');
    expect(client.getQueryState(secondPage)?.isInvalidated).toBe(true);
  });

  it('keeps the change after a refusal that leaves it standing (already gone)', async () => {
    const client = cache();
    const { refuse, onRollback } = write(client, { standsDespite: (error) => error.message === 'not_found' });
    await settle();
    await refuse(new Error('not_found'));
    expect(items(client, firstPage)).toEqual(['a']);
    expect(onRollback).not.toHaveBeenCalled();
  });

  it('cancels a fetch under way, so that its older answer does not land on the change', async () => {
    const client = cache();
    let late!: (list: List) => void;
    void client.fetchQuery({ queryKey: firstPage, queryFn: () => new Promise<List>((resolve) => (late = resolve)), staleTime: 0 }).catch(() => undefined);
    write(client);
    await settle();
    late({ items: ['a', 'b', 'old'] });
    await settle();
    expect(items(client, firstPage)).toEqual(['a']);
  });

  it('fetches again only what `refresh` names', async () => {
    const client = cache();
    const { answer } = write(client, { refresh: [other] });
    await settle();
    await answer();
    expect(client.getQueryState(firstPage)?.isInvalidated).toBe(false);
    expect(client.getQueryState(other)?.isInvalidated).toBe(true);
  });
});
