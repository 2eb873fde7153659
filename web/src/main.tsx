import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter, preloadPage, preloadRoutes, whenFirstPageShown } from './app/router';
import { BootFailed, prefetchBuildCheck } from './components/page-error-boundary';
import { ensureCatalogs, catalogsForPath } from './lib/i18n';
import { serverState } from './lib/server-state';
import { prefetchOnIntent } from './lib/prefetch-on-intent';
import { restoreSession } from './lib/session';
import { appStore } from './state/store';
import { loadCasl, userDataAtom } from './state/session';
import { loadAccountMenu } from './components/user-menu';
import { isLocale, localeAtom } from './state/locale';
import { takeEarlyInput } from './lib/early-input-taken';
import './styles/base.css';

/**
 * Starts the SPA. A public careers page the server rendered (lib/server-state.ts) is hydrated with
 * the answers it came with, in the language it was rendered in; every other page is rendered here.
 */
async function start() {
  const root = document.getElementById('root')!;
  const server = serverState();
  // No language chosen yet in this browser: the one the server chose (the browser's) is kept.
  if (server && isLocale(server.locale) && localStorage.getItem('locale') === null) appStore.set(localeAtom, server.locale);
  const locale = appStore.get(localeAtom);
  const hydrate = server !== null && server.locale === locale && root.firstElementChild !== null;
  // The saved session is renewed meanwhile; a server-rendered page shows the visitor's view until
  // hydration ends, then the user's (lib/hydrated-session.ts), and renews it once hydrated.
  const session = hydrate ? whenFirstPageShown().then(restoreSession) : restoreSession();
  // The shell's catalog and the first page's, fetched together, before the first render; for a
  // server-rendered page, its module too: it must hydrate without suspending (app/router.tsx).
  // CASL for a page rendered here (most need an ability) or a signed-in user, and the user's menu
  // in the header: never for a visitor's server-rendered page.
  // For a server-rendered page, those arrive once it is hydrated: an update reaching the page
  // while it still hydrates would make React render it again in the browser, loading state first
  // (the footer jumped up and back for signed-in users).
  const signedIn = appStore.get(userDataAtom) !== null;
  const afterHydration = <T,>(load: () => Promise<T>): Promise<T> => (hydrate ? whenFirstPageShown().then(load) : load());
  const ability = !hydrate || signedIn ? afterHydration(loadCasl) : null;
  const accountMenu = signedIn ? afterHydration(loadAccountMenu) : null;
  await Promise.all([
    ensureCatalogs(catalogsForPath(window.location.pathname), locale),
    hydrate ? preloadPage(server.route) : Promise.all([session, ability, accountMenu, preloadRoutes(window.location.pathname)]),
  ]);
  const app = (
    <StrictMode>
      <Providers answers={server?.answers ?? null}>
        <AppRouter />
      </Providers>
    </StrictMode>
  );
  if (hydrate) {
    // What the visitor did before the scripts arrived (the page's starter loads them on intent),
    // taken as React takes the page over, and replayed once it is hydrated.
    // (Fetched then: the first load of the public pages carries nothing it does not need.)
    const early = takeEarlyInput(root);
    hydrateRoot(root, app);
    void whenFirstPageShown()
      .then(() => import('./lib/early-input'))
      .then(({ replayEarlyInput }) => replayEarlyInput(early))
      .catch(() => undefined);
  } else createRoot(root).render(app);
  // A link to a page past the public ones fetches what that page needs first once the visitor heads
  // for it (a failed fetch is tried again when the page opens).
  prefetchOnIntent((path) => void Promise.all([preloadRoutes(path), loadCasl()]).catch(() => undefined));
  void whenFirstPageShown().then(() => prefetchBuildCheck().catch(() => undefined));
}

/**
 * The first page's code or texts could not be fetched: a page the server rendered keeps working as
 * HTML; an empty one shows why and how to go on, instead of staying blank.
 */
function startFailed(error: unknown) {
  const root = document.getElementById('root')!;
  if (root.firstElementChild !== null) return;
  createRoot(root).render(<BootFailed error={error} route={window.location.pathname.split('/').slice(0, 2).join('/') || '/'} />);
}

void start().catch(startFailed);
