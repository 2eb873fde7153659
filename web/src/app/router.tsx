import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { matchRoute, Redirect, Route, useLocation, useRouter, useSearch } from 'wouter';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { abilityAtom, isLoggedInAtom, userDataAtom } from '../state/session';
import { decide, paramsAllowed } from './guard';
import { routes } from './routes';
import type { AppRoute } from './route-types';
import { FullLayout } from '../layout/full-layout';
import { AppLayout } from '../layout/app-layout';
import { PageLoading } from '../components/page-loading';
import { NotPermitted } from '../components/not-permitted';
import { RouteTransition } from '../layout/route-transition';
import { CatalogGate } from './catalog-gate';
import { catalogsForPath } from '../lib/i18n';

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

/**
 * A route's page, loaded on first render (React.lazy) or ahead with `load`. Once loaded it renders
 * at once: a server-rendered page must not suspend while it hydrates, or the first update to reach
 * it (the signed-in header, after hydration) swaps its content for the fallback until the module
 * arrives (the footer jumped up and back: CLS 0.2).
 */
function loadablePage(route: AppRoute) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let Loaded: ComponentType | undefined;
  const load = () =>
    (loading ??= loadPage(route)().then((module) => {
      Loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return { Page, load };
}

const pages = new Map(routes.map((r) => [r.path, loadablePage(r)]));

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
  await pages.get(routePath)?.load();
}

function GuardedPage({ route, params }: { route: AppRoute; params: Record<string, string | undefined> }) {
  const [location] = useLocation();
  const search = useSearch();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const userData = useAtomValue(userDataAtom);
  const ability = useAtomValue(abilityAtom);
  const { i18n } = useLingui();
  const title = i18n._(route.meta.title);

  useEffect(() => {
    document.title = `${title} · ${t(i18n)`Hospital Careers`}`;
  }, [title, i18n]);

  if (!paramsAllowed(route.meta, params)) return <Redirect to="/error-404" replace />;
  const decision = decide(route.meta, `${location}${search ? `?${search}` : ''}`, { loggedIn, role: userData?.role, ability });
  if (!decision.proceed) return <Redirect to={decision.redirect} replace />;

  const { Page } = pages.get(route.path)!;
  const permitted = route.meta.public || ability.can(route.meta.action ?? 'read', route.meta.resource ?? 'Auth');
  const Layout = route.meta.layout === 'full' ? FullLayout : AppLayout;
  return (
    <Layout>
      <RouteTransition key={route.path}>
        <Suspense fallback={<PageLoading />}>
          {/* <Route> gives the page its params (useParams); the layout around it stays mounted. */}
          <CatalogGate areas={catalogsForPath(location)}>
            <Route path={route.path}>{permitted ? <Page /> : <NotPermitted />}</Route>
            <PageShown />
          </CatalogGate>
        </Suspense>
      </RouteTransition>
    </Layout>
  );
}

/**
 * `/` → `/careers`; every route of the table, guarded; anything else → `/error-404`.
 * The page is rendered without a per-route key above the layout, so the layout (menu, navbar)
 * stays mounted while only the page inside it changes.
 */
export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();
  if (location === '/') return <Redirect to="/careers" replace />;
  for (const route of routes) {
    const [matches, params] = matchRoute(parser, route.path, location);
    if (matches) return <GuardedPage route={route} params={(params ?? {}) as Record<string, string | undefined>} />;
  }
  return <Redirect to="/error-404" replace />;
}
