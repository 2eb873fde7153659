/**
 * index.html filled with a server-rendered page: `<html lang>`, the page's title, description and
 * head tags, its HTML in `<div id="root">`, and the answers it was rendered with as JSON the SPA
 * reads (`<script type="application/json">` is not run, so the CSP needs nothing for it), plus the
 * stylesheets and module of the page itself so that it is styled at first paint.
 */

export interface PageParts {
  lang: string;
  title: string;
  head: string;
  html: string;
  /** JSON of lib/server-state.ts's ServerState. */
  state: string;
  /** `<link>` tags of the page's own stylesheets and chunk. */
  assets: string;
}

/** JSON safe inside a `<script>` element: no `<` can close it. */
export const scriptJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/** The page's document. */
export function pageDocument(index: string, page: PageParts): string {
  let html = replaceOnce(index, /<html lang="[^"]*"/, `<html lang="${page.lang}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  html = replaceOnce(html, /<meta name="description"[^>]*>/, `${page.head}`);
  html = replaceOnce(html, /<\/head>/, `${page.assets}</head>`);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.html}</div><script type="application/json" id="server-state">${scriptJson(page.state)}</script>`,
  );
  return html;
}
