import { Suspense, use, useEffect, type ComponentType } from 'react';
import { matchRoute, Redirect, Route, useLocation, useRouter, useSearch } from 'wouter';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { isLoggedInAtom, useAbilityIf, userDataAtom } from '../state/session';
import { decide, paramsAllowed } from './guard';
import { loadWorkspaceRoutes, publicRoutes } from './routes';
import type { AppRoute } from './route-types';
import { FullLayout } from '../layout/full-layout';
import { AppLayout } from '../layout/app-layout';
import { PageLoading } from '../components/page-loading';
import { NotPermitted } from '../components/not-permitted';
import { RouteTransition } from '../layout/route-transition';
import { CatalogGate } from './catalog-gate';
import { catalogsForPath, prefetchCatalogs } from '../lib/i18n';
import { loadable } from '../lib/loadable';
import { isPublicCareersPage } from '../lib/public-pages';
import { PageErrorBoundary } from '../components/page-error-boundary';
import * as paths from '../../../common/paths';

/**
 * A route's page, wrapped in PrimeReact's provider (fetched with the page's chunk, not before it)
 * unless the route renders no PrimeReact component.
 */
function loadPage(route: AppRoute): () => Promise<{ default: ComponentType }> {
  if (route.meta.withoutPrimeReact) return route.load;
  return async () => {
    const [{ default: Page }, { PrimeScope }] = await Promise.all([route.load(), import('../lib/prime-scope')]);
    return {
      default: () => (
        <PrimeScope>
          <Page />
        </PrimeScope>
      ),
    };
  };
}

/** Each route's page (lib/loadable.tsx: once loaded, it renders without suspending), made on first use. */
const pages = new Map<string, ReturnType<typeof loadable>>();
function pageOf(route: AppRoute) {
  let page = pages.get(route.path);
  if (!page) pages.set(route.path, (page = loadable(loadPage(route))));
  return page;
}

let workspaceRoutes: AppRoute[] | undefined;
let workspaceLoading: Promise<AppRoute[]> | undefined;
/** The routes past the public careers pages (app/workspace-routes.ts), fetched once. */
const workspaceTable = () =>
  (workspaceLoading ??= loadWorkspaceRoutes().then(
    (table) => (workspaceRoutes = table),
    (error: unknown) => {
      workspaceLoading = undefined; // tried again by the next page that needs it
      throw error;
    },
  ));

/** Fetches the route table a page at `path` needs, before the first render (every page's but the public careers pages'). */
export async function preloadRoutes(path: string): Promise<void> {
  if (!isPublicCareersPage(path)) await workspaceTable();
}

let pageShown!: () => void;
const firstPageShown = new Promise<void>((resolve) => (pageShown = resolve));

/** Marks the first page as shown: its effect runs once its Suspense boundary has rendered, or hydrated. */
function PageShown() {
  useEffect(() => pageShown(), []);
  return null;
}

/**
 * Resolves once the first page is on screen and in React's hands. A server-rendered page waits for
 * it before the saved session is renewed: an update reaching the page while it still hydrates
 * would replace it with its loading fallback (the footer jumped up and back for signed-in users).
 */
export const whenFirstPageShown = () => firstPageShown;

/** Loads the page module of `routePath` (a path of app/routes.ts), so that it renders without suspending. */
export async function preloadPage(routePath: string): Promise<void> {
  const route = publicRoutes.find((r) => r.path === routePath);
  if (route) await pageOf(route).load();
}

function GuardedPage({ route, params }: { route: AppRoute; params: Record<string, string | undefined> }) {
  const [location] = useLocation();
  const search = useSearch();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const userData = useAtomValue(userDataAtom);
  // CASL is fetched for the first page that is not public (suspending it meanwhile), never for a
  // visitor's public page; a page the user will see (not a redirect) fetches its chunk meanwhile.
  if (!route.meta.public && (loggedIn || route.meta.redirectIfLoggedIn)) {
    void pageOf(route).load();
    prefetchCatalogs(catalogsForPath(location));
  }
  const ability = useAbilityIf(!route.meta.public);
  const { i18n } = useLingui();
  const title = i18n._((route.meta.applicantTitle && ability?.can('manage', 'Applicant') && route.meta.applicantTitle) || route.meta.title);

  useEffect(() => {
    document.title = `${title} · ${t(i18n)`Hospital Careers`}`;
  }, [title, i18n]);

  if (!paramsAllowed(route.meta, params)) return <Redirect to={paths.misc.notFound} replace />;
  const decision = decide(route.meta, `${location}${search ? `?${search}` : ''}`, { loggedIn, role: userData?.role, ability });
  if (!decision.proceed) return <Redirect to={decision.redirect} replace />;

  const { Component: Page } = pageOf(route);
  const permitted = route.meta.public || ability!.can(route.meta.action ?? 'read', route.meta.resource ?? 'Auth');
  const Layout = route.meta.layout === 'full' ? FullLayout : AppLayout;
  return (
    <Layout>
      <RouteTransition key={route.path}>
        <PageErrorBoundary route={route.path} resetKey={location}>
          <Suspense fallback={<PageLoading />}>
            {/* <Route> gives the page its params (useParams); the layout around it stays mounted. */}
            <CatalogGate areas={catalogsForPath(location)}>
              <Route path={route.path}>{permitted ? <Page /> : <NotPermitted />}</Route>
              <PageShown />
            </CatalogGate>
          </Suspense>
        </PageErrorBoundary>
      </RouteTransition>
    </Layout>
  );
}

/**
 * `/` → `/careers`; every route of the tables, guarded; anything else → `/error-404`.
 * The page is rendered without a per-route key above the layout, so the layout (menu, navbar)
 * stays mounted while only the page inside it changes. No Suspense boundary above it: the first
 * page past the public ones waits for the other routes' table and for CASL with the page before it
 * still on screen (a public page hydrates in small steps: a boundary around all of it made one long
 * task). An error boundary is above it (it renders nothing of its own until something fails), and
 * one around each page inside its layout.
 */
export function AppRouter() {
  const [location] = useLocation();
  // Around the route table too: the other routes' table is a chunk of its own, and can fail to arrive.
  return (
    <PageErrorBoundary route={location.split('/').slice(0, 2).join('/') || '/'} resetKey={location}>
      <RouteSwitch />
    </PageErrorBoundary>
  );
}

function RouteSwitch() {
  const [location] = useLocation();
  const { parser } = useRouter();
  if (location === '/') return <Redirect to={paths.careers.home} replace />;
  const find = (table: AppRoute[]) => {
    for (const route of table) {
      const [matches, params] = matchRoute(parser, route.path, location);
      if (matches) return { route, params: (params ?? {}) as Record<string, string | undefined> };
    }
    return undefined;
  };
  // The other routes' table only for a page that is not a public careers page.
  const found = find(publicRoutes) ?? find(workspaceRoutes ?? use(workspaceTable()));
  if (!found) return <Redirect to={paths.misc.notFound} replace />;
  return <GuardedPage route={found.route} params={found.params} />;
}
