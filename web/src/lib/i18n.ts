import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../state/locale';
import { applyPrimeLocale } from './prime-locale';

const AREAS = ['shell', 'auth', 'careers', 'careers-admin', 'applicant', 'demo'] as const;

async function loadArea(locale: Locale, area: (typeof AREAS)[number]): Promise<Messages> {
  const catalog = (await import(`../locales/${locale}/${area}.po`)) as { messages: Messages };
  return catalog.messages;
}

/** Loads the catalogs of every area for `locale`, activates it and sets <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  const parts = await Promise.all(AREAS.map((area) => loadArea(locale, area)));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts) });
  document.documentElement.lang = locale;
  applyPrimeLocale(locale);
}

export { i18n, DEFAULT_LOCALE };
