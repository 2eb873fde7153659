import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { PrimeReactProvider } from 'primereact/api';
import { cspNonce } from '../lib/csp-nonce';
import { i18n } from '../lib/i18n';
import { appStore } from '../state/store';
import { ToastProvider } from '../components/toast';
import { SettingsEffects } from './settings-effects';

/** PrimeReact adds its <style> elements with the page's CSP nonce (the server's policy refuses any other). */
const primeReactOptions = { ripple: false, cssTransition: true, nonce: cspNonce() };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <I18nProvider i18n={i18n}>
        <PrimeReactProvider value={primeReactOptions}>
          <ToastProvider>
            <SettingsEffects />
            {children}
          </ToastProvider>
        </PrimeReactProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}
