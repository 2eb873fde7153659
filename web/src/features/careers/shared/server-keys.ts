import type { PublicJobQuery } from '../jobs/query-state';

/**
 * The keys under which a server-rendered careers page carries the API answers it was rendered
 * with (lib/server-state.ts): the page asks for the same key, and the server fills it by the same
 * query (web/src/entry-server.tsx says which answers each page needs).
 */
export const jobListKey = (query: PublicJobQuery) => `jobs ${JSON.stringify(query)}`;
export const jobKey = (idOrSlug: string) => `job ${idOrSlug}`;
export const DEPARTMENTS_KEY = 'departments';

/** The careers home's short lists of jobs (latest, closing soonest). */
export const highlightQuery = (sort: 'newest' | 'closing', count: number): PublicJobQuery => ({ sort, perPage: count });
export const HIGHLIGHT_COUNT = 3;
