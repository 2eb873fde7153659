import { QueryClient } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import { api } from './api-client';
import { userDataAtom } from '../state/session';
import { appStore } from '../state/store';

/**
 * Server state for the screens that use TanStack Query: typed hooks over the one openapi-fetch
 * client (`$api.useQuery('get', '/api/...')`, `$api.useMutation(...)`), one cache for the whole
 * SPA, provided to every page (app/providers.tsx); the server renders each public page with a cache
 * of its own, seeded from the API answers the page needs (lib/rendered-query.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export const $api = createQueryHooks(api);

// What one account may read is never shown to the next one: a sign-in or sign-out empties the cache.
let signedInAs = appStore.get(userDataAtom)?.id ?? null;
appStore.sub(userDataAtom, () => {
  const now = appStore.get(userDataAtom)?.id ?? null;
  if (now !== signedInAs) queryClient.clear();
  signedInAs = now;
});
