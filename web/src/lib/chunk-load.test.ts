import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, withChunkTimeout } from './chunk-load';
import { entryScripts } from './newer-build';

afterEach(() => vi.useRealTimers());

describe('code that cannot arrive', () => {
  it('a chunk still loading after 120 s fails with a ChunkLoadError; one that arrives in time is returned', async () => {
    vi.useFakeTimers();
    const hanging = withChunkTimeout(() => new Promise<never>(() => undefined))();
    const failed = expect(hanging).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void hanging.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await expect(withChunkTimeout(async () => 'page')()).resolves.toBe('page');
  });

  it("tells the browsers' and Vite's chunk failures from a page's own errors", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('late'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'total')"))).toBe(false);
  });

  it("reads a page's entry scripts, whatever the order of the attributes", () => {
    const html = '<script src="/boot.js"></script><script type="module" crossorigin src="/assets/index-Abc.js"></script><script type="application/json" id="s">{}</script>';
    expect(entryScripts(html)).toEqual(['/assets/index-Abc.js']);
  });
});
