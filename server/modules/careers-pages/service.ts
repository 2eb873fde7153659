import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.js';
import { HttpError } from '../../lib/http-errors.js';
import { departmentsAnswer, isSearch, jobAnswer, jobListAnswer, publicBoard, type PublicJobQuery } from '../careers-jobs/index.js';
import { accessibilityStatement } from '../careers-accessibility/index.js';
import type { AppConfig } from '../../config.js';
import { pageAssets } from './assets.js';
import { criticalHead } from './critical-inline.js';
import { pageDocument } from './document.js';
import { pageLocale } from './locale.js';
import { inSkin, pageChoice, pageSkin } from './choices.js';

/** What web/src/entry-server.tsx exports (built to dist/ssr/entry-server.js). */
type PageNeed =
  | { key: string; kind: 'list'; query: PublicJobQuery }
  | { key: string; kind: 'job'; idOrSlug: string }
  | { key: string; kind: 'departments' }
  | { key: string; kind: 'accessibility' };
interface CareersPage {
  route: string;
  canonical: string;
  module: string;
  needs: PageNeed[];
}
type Answer = { status: 'ready'; data: unknown } | { status: 'missing' };
export interface SsrEntry {
  careersPage(pathname: string, search: string): CareersPage | null;
  renderCareersPage(input: { page: CareersPage; locale: string; answers: Record<string, Answer>; publicUrl: string; region: string }): Promise<{
    status: number;
    title: string;
    head: string;
    html: string;
  }>;
}

/** A server-rendered page: the whole document, its status (404 for a job that is not public) and its CSP for a style nonce (it allows the page's inline boot script and style). */
export interface RenderedDocument {
  status: number;
  /** A choice of language or skin made without scripts (choices.ts): 303 to this address with these cookies, no page. */
  redirect?: { location: string; cookies: string[] };
  html: Buffer;
  policy: (styleNonce: string) => string;
}

export type PageRenderer = (request: FastifyRequest) => Promise<RenderedDocument | null>;

/** The answers a page needs from the public board (the same code and cache as the public API), and their JSON. */
async function loadAnswers(db: Database, needs: PageNeed[], statement: Buffer) {
  const answers: Record<string, Answer> = {};
  const json: string[] = [];
  await Promise.all(
    needs.map(async (need) => {
      const body =
        need.kind === 'accessibility'
          ? statement
          : need.kind === 'list'
            ? await jobListAnswer(db, need.query)
            : need.kind === 'job'
              ? await jobAnswer(db, need.idOrSlug)
              : await departmentsAnswer(db);
      const text = body?.toString('utf8');
      answers[need.key] = text === undefined ? { status: 'missing' } : { status: 'ready', data: JSON.parse(text) };
      json.push(`${JSON.stringify(need.key)}:${text === undefined ? '{"status":"missing"}' : `{"status":"ready","data":${text}}`}`);
    }),
  );
  return { answers, json: `{${json.join(',')}}` };
}

/** The built server rendering (dist/ssr/entry-server.js), or null when it was not built. */
export async function loadSsrEntry(ssrDir: string): Promise<SsrEntry | null> {
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SsrEntry;
}

/** The built server rendering, or null (logged) when it is missing or cannot be loaded: the SPA then renders every page. */
export async function loadSsrEntrySafely(ssrDir: string, log: FastifyInstance['log']): Promise<SsrEntry | null> {
  try {
    return await loadSsrEntry(ssrDir);
  } catch (error) {
    log.error({ err: error, ssrDir }, 'the server rendering could not be loaded: the public careers pages are rendered in the browser');
    return null;
  }
}

/**
 * Renders the public careers pages (`/careers`, `/careers/jobs?…`, `/careers/job/{id or slug}`, `/careers/accessibility`)
 * on the server, in the visitor's language and skin, with the data embedded for hydration. A rendered page
 * is kept as bytes in the public board's cache per (page, normalised query, language), so the job
 * writes that invalidate the public API's answers invalidate it too; a job that is not found is
 * rendered every time (unknown addresses cannot fill the cache). Null for any other page, or when
 * rendering failed (the SPA then renders it in the browser, as every other route).
 */
export function careersPageRenderer(app: FastifyInstance, opts: { entry: SsrEntry; webDist: string; publicUrl: string; config: AppConfig }): PageRenderer {
  const critical = criticalHead(opts.webDist, readFileSync(join(opts.webDist, 'index.html'), 'utf8'));
  const assets = pageAssets(opts.webDist);
  const board = publicBoard(app.db);
  const statement = Buffer.from(JSON.stringify(accessibilityStatement(opts.config)));
  return async (request) => {
    const [pathname = '/', search = ''] = request.url.split(/\?(.*)/s);
    const page = opts.entry.careersPage(pathname, search);
    if (!page) return null;
    const choice = pageChoice(pathname, search);
    if (choice) return { status: 303, html: Buffer.alloc(0), policy: () => "default-src 'none'", redirect: choice };
    const skin = pageSkin(request.headers.cookie);
    const locale = pageLocale(request.headers.cookie, request.headers['accept-language']);
    const { css, preloads } = assets(page.module, locale);
    const head = critical.headOf(css, preloads);
    let notFound: string | null = null;
    try {
      const cached = await board.answer(`page\u0000${page.canonical}\u0000${locale}`, async () => {
        const { answers, json } = await loadAnswers(app.db, page.needs, statement);
        const rendered = await opts.entry.renderCareersPage({ page, locale, answers, publicUrl: opts.publicUrl, region: opts.config.region });
        const html = pageDocument(critical.index, {
          lang: locale,
          title: rendered.title,
          head: rendered.head,
          html: rendered.html,
          state: `{"locale":${JSON.stringify(locale)},"route":${JSON.stringify(page.route)},"answers":${json}}`,
          assets: head.tags,
        });
        if (rendered.status === 200) return html;
        notFound = html;
        return null;
      }, undefined, { searched: page.needs.some((need) => need.kind === 'list' && isSearch(need.query)) });
      if (cached) return { status: 200, html: inSkin(cached, skin), policy: head.policy };
      return notFound === null ? null : { status: 404, html: inSkin(Buffer.from(notFound), skin), policy: head.policy };
    } catch (error) {
      // A refusal the API would also answer (503 search_busy) is expected under load, not a failure.
      if (error instanceof HttpError) request.log.warn({ url: request.url, code: error.code }, 'server rendering refused: the SPA renders the page');
      else request.log.error({ err: error, url: request.url }, 'server rendering failed: the SPA renders the page');
      return null;
    }
  };
}
