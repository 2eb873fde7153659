import { createContext, useContext, type ReactNode } from 'react';

/**
 * Parts of a page only the server renders, for browsers without scripts (issue 34): entry-server.tsx
 * provides them; in the browser the context is empty, so their code stays out of the SPA's bundle.
 */
export interface ServerOnly {
  /** The language and skin links of the careers header (no-script-settings.tsx). */
  noScriptSettings?: ReactNode;
}

export const ServerOnlyParts = createContext<ServerOnly>({});

/**
 * `<noscript>` with the server's part `name` inside (React does not hydrate noscript content, so the
 * browser's empty one matches it).
 */
export function NoScriptPart({ name }: { name: keyof ServerOnly }) {
  const part = useContext(ServerOnlyParts)[name];
  return <noscript>{part}</noscript>;
}
