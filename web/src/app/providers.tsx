import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n as sharedI18n } from '../lib/i18n';
import { ServerAnswers, type ServerAnswer } from '../lib/server-state';
import { appStore } from '../state/store';
import { queryClient as sharedQueryClient } from '../lib/query';

interface ProvidersProps {
  children: ReactNode;
  /** The server renders each page with its own store and translations (the browser has one of each). */
  store?: typeof appStore;
  i18n?: I18n;
  /** The API answers a server-rendered page was rendered with (lib/server-state.ts). */
  answers?: Record<string, ServerAnswer> | null;
  /** The server renders each page with a query cache of its own (the browser keeps one: lib/query.tsx). */
  queryClient?: QueryClient;
}
import { ToastProvider } from '../components/toast';
import { SettingsEffects } from './settings-effects';

/**
 * The app's providers. PrimeReact's is not among them: each page that uses PrimeReact gets it with
 * its chunk (lib/prime-scope.tsx, app/router.tsx), so the public careers pages load none of it.
 */
export function Providers({ children, store = appStore, i18n = sharedI18n, answers = null, queryClient = sharedQueryClient }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <ToastProvider>
            <SettingsEffects />
            <ServerAnswers value={answers}>{children}</ServerAnswers>
          </ToastProvider>
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
