import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../state/locale';
import type { CatalogArea } from './catalog-areas';
import { dateLocaleOf } from './date-format';

export type { CatalogArea };
export { catalogsForPath } from './catalog-areas';

const catalogs = new Map<string, Promise<Messages>>();
const wanted = new Set<CatalogArea>(['shell']);
let activating: Promise<void> = Promise.resolve();
/** The language and areas of the latest catalogs put in `i18n` (`fr:careers,shell`), and those messages. */
let activeCatalogs = { key: '', messages: {} as Messages };
/** Whether the latest activation has finished (its catalogs are in `i18n`). */
let activated = true;
const localeListeners = new Set<(locale: Locale) => void>();

/** `listener` runs after every later activation of a language (PrimeReact's texts, once it is loaded). */
export function onLocaleActivated(listener: (locale: Locale) => void): void {
  localeListeners.add(listener);
}

/** The public careers pages' catalogs, in every language: their loaders come with the entry. */
const publicCatalogs = import.meta.glob<{ messages: Messages }>('../locales/*/{shell,careers}.po');

/** Another area's loader, from the table of its language's catalogs (lib/catalog-loaders), fetched with the first of them. */
async function otherCatalog(locale: Locale, area: CatalogArea): Promise<{ messages: Messages }> {
  const { catalogLoaders } = (await import(`./catalog-loaders/${locale}.ts`)) as typeof import('./catalog-loaders/en');
  return catalogLoaders[`../../locales/${locale}/${area}.po`]!();
}

function loadArea(locale: Locale, area: CatalogArea): Promise<Messages> {
  const key = `${locale}/${area}`;
  if (!catalogs.has(key)) {
    const publicCatalog = publicCatalogs[`../locales/${key}.po`];
    catalogs.set(key, (publicCatalog ? publicCatalog() : otherCatalog(locale, area)).then((m) => m.messages));
  }
  return catalogs.get(key)!;
}

/** Starts fetching the catalogs of `areas` in the active language, without activating them (a page about to be shown). */
export function prefetchCatalogs(areas: readonly CatalogArea[], locale = (i18n.locale || DEFAULT_LOCALE) as Locale): void {
  for (const area of areas) void loadArea(locale, area);
}

/**
 * Activates `locale` with the catalogs of every area asked for so far, and sets <html lang>
 * and PrimeReact's texts (once lib/prime-scope.tsx is loaded). The shell's messages win where two catalogs share one.
 */
export function activateLocale(locale: Locale): Promise<void> {
  activated = false;
  const activation = (async () => {
    const areas: CatalogArea[] = [...[...wanted].filter((a) => a !== 'shell'), 'shell'];
    const parts = await Promise.all(areas.map((area) => loadArea(locale, area)));
    // The same language with the same catalogs again (SettingsEffects, once the page is shown)
    // changes nothing, so `i18n` is left as it is: its change event makes Lingui's I18nProvider
    // (a store, since Lingui 6) render every text again at once, and reaching a server-rendered
    // page still hydrating, that made it move (/careers, signed in, on a slow phone).
    const key = `${locale}:${areas.join(',')}`;
    if (key !== activeCatalogs.key || i18n.locale !== locale || i18n.messages !== activeCatalogs.messages) {
      const messages = parts.reduce<Messages>((all, part) => ({ ...all, ...part }), {});
      // Lingui's own dates (i18n.date) follow the region too: en-KE for English in Kenya.
      i18n.loadAndActivate({ locale, locales: [dateLocaleOf(locale)], messages });
      activeCatalogs = { key, messages };
    }
    document.documentElement.lang = locale;
    localeListeners.forEach((listener) => listener(locale));
  })();
  activating = activation;
  void activation.then(() => {
    if (activating === activation) activated = true;
  });
  return activating;
}

/** Whether the catalogs of `areas` are already in `i18n` (a render may then go on without waiting). */
export function catalogsReady(areas: readonly CatalogArea[]): boolean {
  return activated && areas.every((area) => wanted.has(area));
}

/** Makes sure the catalogs of `areas` are loaded for the active locale (a route's areas). */
export async function ensureCatalogs(areas: readonly CatalogArea[], locale = (i18n.locale || DEFAULT_LOCALE) as Locale): Promise<void> {
  const missing = areas.filter((area) => !wanted.has(area));
  if (missing.length === 0) return activating;
  missing.forEach((area) => wanted.add(area));
  return activateLocale(locale);
}

export { i18n, DEFAULT_LOCALE };
