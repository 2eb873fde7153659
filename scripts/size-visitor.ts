/**
 * A visitor's first load of the public careers pages (issue 34), measured on the built server:
 * the JavaScript run before the first interaction (the inline scripts: boot.js and the starter;
 * a `<script src>` or module outside the starter's template would count too) and everything
 * transferred compressed (the HTML as the server sends it gzipped, each stylesheet and script it
 * fetches, as gzip). The SPA's modules wait for the visitor's intent and are not part of it.
 */
import { gzipSync } from 'node:zlib';

export const VISITOR_SCRIPT_BUDGET = 10_000;
export const VISITOR_TRANSFER_BUDGET = 40_000;

export interface VisitorLoad {
  page: string;
  scriptBytes: number;
  transferBytes: number;
}

const TEMPLATE = /<template id="deferred-modules">[\s\S]*?<\/template>/;

async function compressedBytes(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
}

export async function visitorLoad(base: string, page: string): Promise<VisitorLoad> {
  const res = await fetch(`${base}${page}`, { headers: { 'accept-encoding': 'gzip' } });
  if (res.status !== 200) throw new Error(`${page}: ${res.status}`);
  // fetch decodes the body: the gzipped size is the server's, measured again here at the same level.
  const whole = await res.text();
  const html = whole.replace(TEMPLATE, '');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => Buffer.byteLength(m[1]!));
  const fetched = [
    ...[...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link rel="(?:stylesheet|modulepreload)"(?![^>]*disabled)[^>]* href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  const fetchedScripts = fetched.filter((href) => href.endsWith('.js'));
  const scriptBytes = inline.reduce((a, b) => a + b, 0) + (await Promise.all(fetchedScripts.map(async (href) => (await (await fetch(`${base}${href}`)).arrayBuffer()).byteLength))).reduce((a, b) => a + b, 0);
  const transfers = await Promise.all(fetched.map((href) => compressedBytes(`${base}${href}`)));
  const transferBytes = gzipSync(Buffer.from(whole), { level: 6 }).length + transfers.reduce((a, b) => a + b, 0);
  return { page, scriptBytes, transferBytes };
}
