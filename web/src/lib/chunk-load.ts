/**
 * Code that arrives in chunks can fail to arrive: the network dropped, or a deploy replaced the
 * build and its old chunks are gone. A chunk that has not come after CHUNK_TIMEOUT_MS (the seed's
 * 120 s) counts as failed; a failed chunk shows the page's error with "reload"; when the server
 * now serves a newer build, the page reloads itself once to get it (lib/newer-build.ts).
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** What browsers and Vite throw when a module or its stylesheet cannot be fetched. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message));

/** `load()`, failing with a ChunkLoadError when it has not settled within `timeoutMs`. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(`No code after ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
}
