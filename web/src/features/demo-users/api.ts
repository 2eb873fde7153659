import { queryClient } from '../../lib/query';

/** Every cached answer about demo users (the lists, each user) is stale after a write. */
export function refreshUsers(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[1]).startsWith('/api/apps/user/users') });
}
