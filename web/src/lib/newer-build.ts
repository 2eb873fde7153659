/**
 * Whether the server now serves another build than the one running, and a reload to get it. A
 * chunk of its own, fetched once the first page is shown (components/page-error-boundary.tsx): not
 * part of any page's first load, and at hand when a deploy has since removed the running build's chunks.
 */

/** The build's entry scripts (`/assets/index-<hash>.js`) named by an HTML document. */
export function entryScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\bsrc="([^"]*\/assets\/[^"]+\.js)"/g)].map((match) => new URL(match[1]!, location.origin).pathname).sort();
}

const RELOADED_FOR = 'chunk-reload-for-build';

/**
 * When the server now serves another build than the one running (its page names other entry
 * scripts), reloads the page, once per build (a second failure on the new build is shown, not
 * looped on). Resolves false when it does not reload.
 */
export async function reloadOnceForNewerBuild(): Promise<boolean> {
  const running = entryScripts(document.documentElement.outerHTML);
  let served: string[];
  try {
    const res = await fetch(location.pathname, { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!res.ok) return false;
    served = entryScripts(await res.text());
  } catch {
    return false;
  }
  const build = served.join(' ');
  if (!build || build === running.join(' ') || sessionStorage.getItem(RELOADED_FOR) === build) return false;
  sessionStorage.setItem(RELOADED_FOR, build);
  location.reload();
  return true;
}
