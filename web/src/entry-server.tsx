import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createStore } from 'jotai';
import { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { publicRoutes } from './app/routes';
import { localeAtom } from './state/locale';
import { ServerOnlyParts } from './components/server-only-parts';
import { NoScriptSettings } from './components/no-script-settings';
import type { ServerAnswer } from './lib/server-state';
import { parseFilters, toApiQuery, filtersToSearch, type PublicJobQuery } from './features/careers/jobs/query-state';
import { DEPARTMENTS_KEY, HIGHLIGHT_COUNT, highlightQuery, jobKey, jobListKey } from './features/careers/shared/server-keys';
import { homeMeta, jobMeta, jobsMeta, type PageMeta } from './features/careers/page-meta';
import { ACCESSIBILITY_KEY, accessibilityMeta } from './features/careers-accessibility/page-meta';
import { jobPostingLd, ldJson, type PublicJob } from './features/careers/job/job-posting';
import * as paths from '../../common/paths';
import { dateLocaleOf, setRegion } from './lib/date-format';

/**
 * The server rendering of the public careers pages (built by `vite build --ssr` into dist/ssr and
 * loaded by server/modules/careers-pages): which API answers a page needs, and the page rendered
 * to HTML with them, inside the SPA's own providers and router, in the visitor's language.
 */

export const SSR_LOCALES = ['en', 'fr', 'de', 'pt'] as const;
export type SsrLocale = (typeof SSR_LOCALES)[number];

/** An API answer a page is rendered with, filled by the server from the public board. */
export type PageNeed =
  | { key: string; kind: 'list'; query: PublicJobQuery }
  | { key: string; kind: 'job'; idOrSlug: string }
  | { key: string; kind: 'departments' }
  | { key: string; kind: 'accessibility' };

export interface CareersPage {
  /** The route's path in the route table (web/src/app/routes.ts), from common/paths.ts. */
  route: string;
  /** The page's canonical path and query (filters normalised, defaults left out). */
  canonical: string;
  /** The page's module in the client build's manifest (its chunk and stylesheets). */
  module: string;
  needs: PageNeed[];
}

const list = (query: PublicJobQuery): PageNeed => ({ key: jobListKey(query), kind: 'list', query });

/** The public careers page at `pathname` and `search` (without `?`), or null for any other page. */
export function careersPage(pathname: string, search: string): CareersPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === paths.careers.home) {
    return {
      route: paths.careers.home,
      canonical: paths.careers.home,
      module: 'src/features/careers/careers-home.tsx',
      needs: [list(highlightQuery('newest', HIGHLIGHT_COUNT)), list(highlightQuery('closing', HIGHLIGHT_COUNT)), { key: DEPARTMENTS_KEY, kind: 'departments' }],
    };
  }
  if (path === paths.careers.accessibility) {
    return {
      route: paths.careers.accessibility,
      canonical: paths.careers.accessibility,
      module: 'src/features/careers-accessibility/accessibility-page.tsx',
      needs: [{ key: ACCESSIBILITY_KEY, kind: 'accessibility' }],
    };
  }
  if (path === paths.careers.jobs) {
    const filters = parseFilters(new URLSearchParams(search));
    const query = filtersToSearch(filters);
    return { route: paths.careers.jobs, canonical: `${paths.careers.jobs}${query ? `?${query}` : ''}`, module: 'src/features/careers/jobs/jobs-page.tsx', needs: [list(toApiQuery(filters))] };
  }
  // The API's rule for an id or slug (JobIdOrSlugParams); anything else is left to the SPA.
  const jobPage = paths.to(paths.careers.job, '');
  const id = path.startsWith(jobPage) ? /^[a-z0-9-]{1,200}$/.exec(path.slice(jobPage.length))?.[0] : undefined;
  if (id) {
    return { route: paths.careers.job, canonical: paths.to(paths.careers.job, id), module: 'src/features/careers/job/job-page.tsx', needs: [{ key: jobKey(id), kind: 'job', idOrSlug: id }] };
  }
  return null;
}

// Every language's shell and careers catalogs, compiled in (the server renders in any of them).
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/{shell,careers,accessibility}.po', { eager: true });

const translationsKept = new Map<string, I18n>();

/** The language's messages, made once per language and region (the date locale) and kept: every page in it reads the same. */
function translations(locale: SsrLocale): I18n {
  const dateLocale = dateLocaleOf(locale);
  const key = `${locale}|${dateLocale}`;
  let i18n = translationsKept.get(key);
  if (!i18n) {
    const area = (name: string) => catalogs[`./locales/${locale}/${name}.po`]?.messages ?? {};
    // The shell's messages win where two catalogs share one (as lib/i18n.ts merges them).
    i18n = setupI18n({ locale, locales: [dateLocale], messages: { [locale]: { ...area('careers'), ...area('accessibility'), ...area('shell') } } });
    translationsKept.set(key, i18n);
  }
  return i18n;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const OG_LOCALES: Record<SsrLocale, string> = { en: 'en_GB', fr: 'fr_FR', de: 'de_DE', pt: 'pt_PT' };

export interface RenderInput {
  page: CareersPage;
  locale: SsrLocale;
  /** The answers of `page.needs`, by key. */
  answers: Record<string, ServerAnswer>;
  /** The site's public address (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The deployment's region (REGION), whose way English dates are written. */
  region: string;
}

export interface RenderedPage {
  /** 404 for a job that is not public. */
  status: number;
  /** What goes in `<head>` in place of the shell's title and description. */
  title: string;
  head: string;
  /** The page's HTML, inside `<div id="root">`. */
  html: string;
}

function headTags(meta: PageMeta, url: string, locale: SsrLocale, jsonLd: string | null): string {
  return [
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Teaching and Referral Hospital" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    ...(jsonLd ? [`<script type="application/ld+json" id="job-posting-ld">${jsonLd}</script>`] : []),
  ].join('');
}

/** What React writes for a Suspense boundary it could not finish on the server (left to the browser). */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;

/**
 * The page's HTML. Once the page's lazy parts have loaded (its first rendering waited for them),
 * React's synchronous renderer gives the same HTML for much less work than the stream, which
 * writes and collects many small chunks; while a part is still loading it would leave a fallback
 * instead, so the page is then rendered by the prerender, which waits for everything.
 */
async function toHtml(element: React.ReactElement): Promise<string> {
  try {
    const html = renderToString(element);
    if (!UNFINISHED_BOUNDARY.test(html)) return html;
  } catch {
    // A part suspended outside any boundary: the prerender below waits for it.
  }
  return prerendered(element);
}

async function prerendered(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // The whole page inline: no boundary outlined behind an inline script (which the CSP refuses,
    // and which a crawler without JavaScript would not run).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

/** A store of the page's own: a visitor's, in the page's language (the language switcher shows it). */
function pageStore(locale: SsrLocale) {
  const store = createStore();
  store.set(localeAtom, locale);
  return store;
}

/** The page rendered to HTML with its answers, its head (title, description, canonical, Open Graph, JSON-LD) and status. */
export async function renderCareersPage({ page, locale, answers, publicUrl, region }: RenderInput): Promise<RenderedPage> {
  setRegion(region);
  const i18n = translations(locale);
  const [pathname, search = ''] = page.canonical.split('?');
  const routeTitle = i18n._(publicRoutes.find((r) => r.path === page.route)!.meta.title);
  const jobAnswer = page.route === paths.careers.job ? answers[page.needs[0]!.key] : undefined;
  const job = jobAnswer?.status === 'ready' ? (jobAnswer.data as PublicJob) : null;
  const url = `${publicUrl}${page.route === paths.careers.job && job ? paths.to(paths.careers.job, job.slug) : page.canonical}`;
  const meta =
    page.route === paths.careers.home
      ? homeMeta(i18n, routeTitle)
      : page.route === paths.careers.jobs
        ? jobsMeta(i18n, routeTitle)
        : page.route === paths.careers.accessibility
          ? accessibilityMeta(i18n, routeTitle)
          : jobMeta(i18n, job);
  const jsonLd = job && job.status === 'open' ? ldJson(jobPostingLd(job, url, i18n)) : null;

  const html = await toHtml(
    <StrictMode>
      <Providers store={pageStore(locale)} i18n={i18n} answers={answers} queryClient={new QueryClient()}>
        <Router ssrPath={pathname!} ssrSearch={search}>
          <ServerOnlyParts value={{ noScriptSettings: <NoScriptSettings /> }}>
            <AppRouter />
          </ServerOnlyParts>
        </Router>
      </Providers>
    </StrictMode>,
  );
  const status = page.route === paths.careers.job && !job ? 404 : 200;
  return { status, title: escapeText(meta.title), head: headTags(meta, url, locale, jsonLd), html };
}
