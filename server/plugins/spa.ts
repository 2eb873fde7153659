import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { envelope } from './error-handler.js';
import { contentSecurityPolicy } from './security.js';
import type { PageRenderer } from '../modules/careers-pages/index.js';

/**
 * index.html in memory, cut where each answer puts its own CSP nonce (a `<meta name="csp-nonce">`
 * first in `<head>`, where PrimeReact and FullCalendar read it for the `<style>` elements they add).
 */
function loadIndex(dir: string): { before: string; after: string } {
  return splitAtHead(readFileSync(join(dir, 'index.html'), 'utf8'));
}

function splitAtHead(html: string): { before: string; after: string } {
  const at = html.indexOf('<head>');
  if (at < 0) throw new Error('the page has no <head>');
  const headEnd = at + '<head>'.length;
  return { before: `${html.slice(0, headEnd)}<meta name="csp-nonce" content="`, after: `">${html.slice(headEnd)}` };
}

/** The page compressed as the browser accepts it (fast settings: every answer is different). */
function encode(html: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptEncoding ?? '';
  const body = Buffer.from(html);
  if (accepted.includes('br')) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  if (accepted.includes('gzip')) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}

const hasExtension = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0]!);

/**
 * Serves the built SPA: hashed assets with immutable caching and their precompressed variants,
 * other static files with revalidation, and index.html for every non-API GET without an extension.
 * Unknown `/api/...` paths answer the JSON 404 envelope. `renderPage` renders the pages it knows on
 * the server (the public careers pages, server/modules/careers-pages); index.html for the others.
 */
export default fp(async function spa(app: FastifyInstance, opts: { webDist: string; renderPage?: PageRenderer | null }) {
  const dir = opts.webDist;
  const served = dir && existsSync(join(dir, 'index.html'));
  if (served) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      // The page is served with its CSP nonce by sendIndex, never as a plain file.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(dir, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  } else {
    app.log.warn({ dir }, 'no built SPA found: serving the API only (run npm run build)');
  }
  const index = served ? loadIndex(dir) : undefined;

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const rendered = opts.renderPage ? await opts.renderPage(request) : null;
    const doc = rendered ? splitAtHead(rendered.html.toString('utf8')) : index!;
    const nonce = randomBytes(16).toString('base64');
    const page = encode(`${doc.before}${nonce}${doc.after}`, request.headers['accept-encoding']);
    reply
      .code(rendered?.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // A rendered page is in the visitor's language (their cookie, else their browser's).
      .header('vary', rendered ? 'accept-encoding, accept-language, cookie' : 'accept-encoding')
      .header('content-security-policy', contentSecurityPolicy(nonce));
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.send(page.body);
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !hasExtension(request.url);
    if (!isApi && isPage && served) return sendIndex(request, reply);
    const message = isApi ? `No API route ${request.method} ${request.url.split('?')[0]}` : 'Not Found';
    return reply.code(404).send(envelope(404, message));
  });
});
