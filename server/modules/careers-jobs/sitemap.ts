import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import * as paths from '../../../common/paths.js';
import { publicBoard } from './cache.js';
import type { JobRow } from './model.js';

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The sitemap of the public pages: the careers home, the job list and every open job. */
export function sitemapXml(publicUrl: string, openJobs: JobRow[]): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(paths.careers.home),
    url(paths.careers.jobs),
    ...openJobs.map((job) => url(paths.to(paths.careers.job, encodeURIComponent(job.slug)), job.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the public careers pages may be crawled, the API not; where the sitemap is. */
export const robotsTxt = (publicUrl: string) => ['User-agent: *', `Allow: ${paths.careers.home}`, 'Disallow: /api/', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');

/**
 * `GET /robots.txt` and `GET /sitemap.xml`, outside /api (registered by app.ts). Not part of the API document: it is a
 * web resource for search engines, served from the same in-memory board as the public job list.
 */
export default async function sitemapRoutes(fastify: FastifyInstance, opts: { config: AppConfig }) {
  const board = publicBoard(fastify.db);
  const robots = robotsTxt(opts.config.publicUrl);
  fastify.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await board.answer('sitemap', (snapshot) => sitemapXml(opts.config.publicUrl, snapshot.rows));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
}
