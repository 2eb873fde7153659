import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { activateLocale } from './lib/i18n';
import { restoreSession } from './lib/session';
import { appStore } from './state/store';
import { localeAtom } from './state/locale';
import './styles/base.css';

async function start() {
  await Promise.all([activateLocale(appStore.get(localeAtom)), restoreSession()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

void start();
