import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { ensureCatalogs, catalogsForPath } from './lib/i18n';
import { restoreSession } from './lib/session';
import { appStore } from './state/store';
import { localeAtom } from './state/locale';
import './styles/base.css';

async function start() {
  const locale = appStore.get(localeAtom);
  // The shell's catalog and the first page's, fetched together, before the first render.
  await Promise.all([ensureCatalogs(catalogsForPath(window.location.pathname), locale), restoreSession()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

void start();
