import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { envelope } from './error-handler.js';

interface Variant {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/** index.html in memory, in plain, brotli and gzip forms, picked by Accept-Encoding. */
function loadIndex(dir: string): Variant[] {
  const body = readFileSync(join(dir, 'index.html'));
  return [
    { body: brotliCompressSync(body), encoding: 'br' },
    { body: gzipSync(body, { level: 9 }), encoding: 'gzip' },
    { body },
  ];
}

function pickVariant(variants: Variant[], acceptEncoding: string | undefined): Variant {
  const accepted = acceptEncoding ?? '';
  return variants.find((v) => !v.encoding || accepted.includes(v.encoding))!;
}

const hasExtension = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0]!);

/**
 * Serves the built SPA: hashed assets with immutable caching and their precompressed variants,
 * other static files with revalidation, and index.html for every non-API GET without an extension.
 * Unknown `/api/...` paths answer the JSON 404 envelope.
 */
export default fp(async function spa(app: FastifyInstance, opts: { webDist: string }) {
  const dir = opts.webDist;
  const served = dir && existsSync(join(dir, 'index.html'));
  if (served) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(dir, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  } else {
    app.log.warn({ dir }, 'no built SPA found: serving the API only (run npm run build)');
  }
  const index = served ? loadIndex(dir) : [];

  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const variant = pickVariant(index, request.headers['accept-encoding']);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (variant.encoding) reply.header('content-encoding', variant.encoding);
    return reply.send(variant.body);
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !hasExtension(request.url);
    if (!isApi && isPage && served) return sendIndex(request, reply);
    const message = isApi ? `No API route ${request.method} ${request.url.split('?')[0]}` : 'Not Found';
    return reply.code(404).send(envelope(404, message));
  });
});
