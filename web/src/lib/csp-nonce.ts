/**
 * The nonce the server gave this page for its Content Security Policy (`<meta name="csp-nonce">`,
 * see server/plugins/spa.ts): the `<style>` elements libraries add at run time must carry it.
 * Undefined under the Vite dev server, which sends no policy.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}
