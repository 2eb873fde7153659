import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { policyWithHashes } from '../../plugins/security.js';

/** `'sha256-…'`, the CSP source that allows one inline element with exactly this text. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)"\s*\/?>/g;
const BOOT_SCRIPT = '<script src="/boot.js"></script>';
/** The SPA's entry module and the modules it preloads, as Vite writes them into index.html. */
const MODULE_TAGS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * Runs once the page is parsed and painted (the frame after DOMContentLoaded; half a second at the
 * latest, for a tab opened in the background, whose frames wait): puts the `<template>` of the
 * page's modules into `<head>`, which loads them and starts the SPA, which hydrates the page.
 */
const START_AFTER_PAINT =
  "(function(){var done=false;function go(){if(done)return;done=true;var t=document.getElementById('deferred-modules');" +
  "if(t)document.head.appendChild(document.importNode(t.content,true))}document.addEventListener('DOMContentLoaded',function(){" +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})})()';

/** A server-rendered page's head with what blocks its first paint inlined, its scripts after it, and the CSP that allows it. */
export interface CriticalHead {
  /** index.html with boot.js inlined, and its stylesheet and module tags taken out (they go into `headOf`). */
  index: string;
  /**
   * The page's head tags: one `<style>` (index.html's stylesheet and the page's own, `pageCss`),
   * the links Vite's loader looks for, and the modules (index.html's and the page's `preloads`)
   * in a `<template>` started after the first paint; with the policy that allows the inline parts.
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
 * The scripts load after the first paint (START_AFTER_PAINT): the page is readable without them,
 * and on a slow network they would otherwise share its bandwidth before it is painted.
 */
export function criticalHead(webDist: string, index: string): CriticalHead {
  const read = (file: string) => readFileSync(join(webDist, file), 'utf8');
  const inlinable = (file: string) => existsSync(join(webDist, file)) && !read(file).includes('url(');
  const bootFile = join(webDist, 'boot.js');
  const boot = existsSync(bootFile) ? readFileSync(bootFile, 'utf8') : null;
  const scripts = [...(boot === null ? [] : [hashSource(boot)]), hashSource(START_AFTER_PAINT)];
  const indexCss = [...index.matchAll(STYLESHEET)].map((match) => match[1]!).filter(inlinable);
  let page = boot === null ? index : index.replace(BOOT_SCRIPT, () => `<script>${boot}</script>`);
  page = page.replace(STYLESHEET, (tag, file: string) => (indexCss.includes(file) ? '' : tag));
  const modules = [...page.matchAll(MODULE_TAGS)].map((match) => match[0].trim()).join('');
  page = page.replace(MODULE_TAGS, '');
  const known = new Map<string, { style: string; policy: (nonce: string) => string }>();
  const deferred = (preloads: string) => `<template id="deferred-modules">${modules}${preloads}</template><script>${START_AFTER_PAINT}</script>`;
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
