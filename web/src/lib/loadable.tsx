import { lazy, type ComponentType } from 'react';
import { withChunkTimeout } from './chunk-load';

/**
 * A component loaded on first render (React.lazy) or ahead with `load`. Once loaded it renders at
 * once, without suspending: a server-rendered page must not suspend while it hydrates, or the
 * first update to reach it swaps its content for the fallback until the module arrives (the
 * footer jumped up and back: CLS 0.2), and a part loaded before the first render never shows its
 * fallback.
 */
export function loadable<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const load = () =>
    (loading ??= withChunkTimeout(loader)().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // the next render (a retry, another visit) fetches it again
        throw error;
      },
    ));
  const Lazy = lazy(load);
  const Component = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  return { Component, load };
}
