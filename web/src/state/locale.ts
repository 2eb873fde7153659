import { persistedAtom } from './persisted';

export const LOCALES = ['en', 'fr', 'de', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const localeAtom = persistedAtom<Locale>('locale', DEFAULT_LOCALE);
