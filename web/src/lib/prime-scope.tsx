import type { ReactNode } from 'react';
import { PrimeReactProvider } from 'primereact/api';
import { cspNonce } from './csp-nonce';
import { i18n, onLocaleActivated } from './i18n';
import { applyPrimeLocale } from './prime-locale';

/**
 * PrimeReact's settings and texts, loaded with the first page (or toast) that uses PrimeReact: the
 * server-rendered careers pages use none, so their first load leaves PrimeReact's core out.
 */

/** PrimeReact adds its <style> elements with the page's CSP nonce (the server's policy refuses any other). */
const primeReactOptions = { ripple: false, cssTransition: true, nonce: cspNonce() };

// PrimeReact's texts follow the active language from now on (lib/i18n.ts), starting with the current one.
if (i18n.locale) applyPrimeLocale(i18n.locale);
onLocaleActivated(applyPrimeLocale);

/** Around anything that renders PrimeReact components. */
export function PrimeScope({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={primeReactOptions}>{children}</PrimeReactProvider>;
}
