import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomFillSync } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { envelope } from './error-handler.js';
import { gzipAround } from '../lib/gzip-around.js';
import { policyWithStyleNonce } from './security.js';
import type { PageRenderer } from '../modules/careers-pages/index.js';

/**
 * A page cut where each answer puts its own CSP nonce (a `<meta name="csp-nonce">` first in
 * `<head>`, where PrimeReact and FullCalendar read it for the `<style>` elements they add), after
 * the deployment's region (`<meta name="region">`, whose way the SPA writes English dates).
 */
function splitAtHead(html: string, region: string): { before: string; after: string } {
  const at = html.indexOf('<head>');
  if (at < 0) throw new Error('the page has no <head>');
  const headEnd = at + '<head>'.length;
  return { before: `${html.slice(0, headEnd)}<meta name="region" content="${region}"><meta name="csp-nonce" content="`, after: `">${html.slice(headEnd)}` };
}

/**
 * A fresh random nonce (16 bytes, base64) per page, taken from a pool filled by the system's CSPRNG
 * 256 nonces at a time: one system call per 256 pages instead of one per page. Each nonce is used once.
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = noncePool.length;
function newNonce(): string {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  const nonce = noncePool.toString('base64', nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

/** A query that carries a secret token (`?token=…`): the page is sent `Cache-Control: no-store`. */
const TOKEN_IN_QUERY = /[?&]token=/;

const hasExtension = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0]!);

/**
 * Serves the built SPA: hashed assets with immutable caching and their precompressed variants,
 * other static files with revalidation, and index.html for every non-API GET without an extension.
 * Unknown `/api/...` paths answer the JSON 404 envelope. `renderPage` renders the pages it knows on
 * the server (the public careers pages, server/modules/careers-pages); index.html for the others.
 */
export default fp(async function spa(app: FastifyInstance, opts: { webDist: string; region: string; renderPage?: PageRenderer | null }) {
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
  const index = served ? splitAtHead(readFileSync(join(dir, 'index.html'), 'utf8'), opts.region) : undefined;
  // Every answer carries a new nonce, so the page cannot be compressed once; but only the nonce
  // changes: its two ends are compressed once and each answer splices the nonce in (gzip, which
  // every browser accepts; for a page of about 1 KB brotli would save a few dozen bytes).
  const spaPage = index ? { ...index, gzip: gzipAround(index.before, index.after) } : undefined;

  // A server-rendered page is cached as bytes (by the public board) until a job write: its gzip ends
  // are compressed once per rendering, like the SPA page's.
  const renderedGzip = new WeakMap<Buffer, { before: string; after: string; gzip: (nonce: string) => Buffer }>();
  function renderedDocument(html: Buffer) {
    let doc = renderedGzip.get(html);
    if (!doc) {
      const { before, after } = splitAtHead(html.toString('utf8'), opts.region);
      doc = { before, after, gzip: gzipAround(before, after) };
      renderedGzip.set(html, doc);
    }
    return doc;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const rendered = opts.renderPage ? await opts.renderPage(request) : null;
    // A language or skin chosen on a page without scripts: kept in cookies, then the page again.
    if (rendered?.redirect) {
      if (rendered.redirect.cookies.length) reply.header('set-cookie', rendered.redirect.cookies);
      return reply.code(303).header('cache-control', 'no-store').header('location', rendered.redirect.location).send();
    }
    const doc = rendered ? renderedDocument(rendered.html) : spaPage!;
    const nonce = newNonce();
    const gzip = request.headers['accept-encoding']?.includes('gzip');
    reply
      .code(rendered?.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      // A page opened by an e-mailed link's token (a referee's, an alert's) is never stored.
      .header('cache-control', TOKEN_IN_QUERY.test(request.url) ? 'no-store' : 'no-cache')
      // A rendered page is in the visitor's language (their cookie, else their browser's).
      .header('vary', rendered ? 'accept-encoding, accept-language, cookie' : 'accept-encoding')
      .header('content-security-policy', (rendered?.policy ?? policyWithStyleNonce)(nonce));
    if (gzip) return reply.header('content-encoding', 'gzip').send(doc.gzip(nonce));
    return reply.send(`${doc.before}${nonce}${doc.after}`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !hasExtension(request.url);
    if (!isApi && isPage && served) return sendIndex(request, reply);
    const message = isApi ? `No API route ${request.method} ${request.url.split('?')[0]}` : 'Not Found';
    return reply.code(404).send(envelope(404, message));
  });
});
