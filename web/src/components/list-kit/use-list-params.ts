import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { applyListChange, listSearch, parseListParams, type ListChange, type ListParams, type ListSpec } from './list-params';

/**
 * A list's state from the URL, and a setter that writes the URL. Typing in a search box replaces
 * the history entry; every other change pushes one, so Back returns to the previous page or filter.
 * Parameters that are not the list's (`?edit=3`, a panel) are kept.
 */
export function useListParams<F extends string>(spec: ListSpec<F>): [ListParams<F>, (change: ListChange<F>) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseListParams(search, spec), [search, spec]);
  const update = useCallback(
    (change: ListChange<F>) => {
      const next = new URLSearchParams(listSearch(applyListChange(state, change), spec));
      const own = new Set(['page', 'perPage', 'sortBy', 'sortDesc', 'q', ...Object.keys(spec.filters ?? {})]);
      for (const [key, value] of new URLSearchParams(search)) if (!own.has(key)) next.append(key, value);
      const query = next.toString();
      const onlyText = Object.keys(change).every((key) => key === 'q');
      navigate(query ? `${path}?${query}` : path, { replace: onlyText });
    },
    [state, spec, search, path, navigate],
  );
  return [state, update];
}
