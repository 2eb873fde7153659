import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { policyWithHashes } from '../../plugins/security.js';
import { STARTER } from './starter.js';
import { themeLink } from './choices.js';

/** `'sha256-…'`, the CSP source that allows one inline element with exactly this text. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)"\s*\/?>/g;
const BOOT_SCRIPT = '<script src="/boot.js"></script>';
const NOSCRIPT_NOTICE = /\s*<noscript>[^<]*<\/noscript>/;
/** The SPA's entry module and the modules it preloads, as Vite writes them into index.html. */
const MODULE_TAGS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;


/** A server-rendered page's head with what blocks its first paint inlined, its scripts after it, and the CSP that allows it. */
export interface CriticalHead {
  /** index.html with boot.js inlined, and its stylesheet and module tags taken out (they go into `headOf`). */
  index: string;
  /**
   * The page's head tags: one `<style>` (index.html's stylesheet and the page's own, `pageCss`),
   * the links Vite's loader looks for, and the modules (index.html's and the page's `preloads`)
   * in a `<template>` the starter loads (starter.ts: at once for a signed-in user, on intent or when idle for a visitor); with the policy that allows the inline parts.
   */
  headOf(pageCss: string[], preloads: string): { tags: string; policy: (nonce: string) => string };
}

/**
 * On a slow network each stylesheet and script in `<head>` costs the first paint a request
 * (docs/performance.md), so a server-rendered page carries them inline:
 * boot.js (which sets the skin and language before the first paint) as an inline script, and every
 * stylesheet it needs in one `<style>`. The CSP allows exactly these texts by their hashes. Each
 * inlined stylesheet also stays as a disabled `<link>` (not fetched), because Vite's loader adds a
 * page chunk's stylesheet unless a `<link rel="stylesheet">` with its address is already there.
 * A stylesheet with a `url(` (relative to /assets/, not to the page) is left as a link.
 * The scripts are loaded by the inline starter (starter.ts): after the first paint for a signed-in
 * user, on intent or when idle for a visitor, whose page works as HTML until then.
 */
export function criticalHead(webDist: string, index: string): CriticalHead {
  const read = (file: string) => readFileSync(join(webDist, file), 'utf8');
  const inlinable = (file: string) => existsSync(join(webDist, file)) && !read(file).includes('url(');
  const bootFile = join(webDist, 'boot.js');
  const boot = existsSync(bootFile) ? readFileSync(bootFile, 'utf8') : null;
  const scripts = [...(boot === null ? [] : [hashSource(boot)]), hashSource(STARTER)];
  const indexCss = [...index.matchAll(STYLESHEET)].map((match) => match[1]!).filter(inlinable);
  // The theme is linked in the page itself (boot.js links it in the SPA's pages): it is styled without scripts.
  let page = boot === null ? index : index.replace(BOOT_SCRIPT, () => `${themeLink('light')}<script>${boot}</script>`);
  page = page.replace(STYLESHEET, (tag, file: string) => (indexCss.includes(file) ? '' : tag));
  // index.html's notice that the portal needs JavaScript: these pages do not.
  page = page.replace(NOSCRIPT_NOTICE, '');
  const modules = [...page.matchAll(MODULE_TAGS)].map((match) => match[0].trim()).join('');
  page = page.replace(MODULE_TAGS, '');
  const known = new Map<string, { style: string; policy: (nonce: string) => string }>();
  const deferred = (preloads: string) => `<template id="deferred-modules">${modules}${preloads}</template><script>${STARTER}</script>`;
  return {
    index: page,
    headOf(pageCss, preloads) {
      const key = pageCss.join('\u0000');
      let head = known.get(key);
      if (!head) {
        const files = [...new Set([...indexCss, ...pageCss])];
        const inlined = files.filter(inlinable);
        const style = inlined.map(read).join('\n');
        const links = files.map((file) => `<link rel="stylesheet" href="/${file}"${inlined.includes(file) ? ' disabled' : ''} />`).join('');
        head = { style: `${style ? `<style>${style}</style>` : ''}${links}`, policy: policyWithHashes({ scripts, styles: style ? [hashSource(style)] : [] }) };
        known.set(key, head);
      }
      return { tags: `${head.style}${deferred(preloads)}`, policy: head.policy };
    },
  };
}
