import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../state/locale';

/**
 * The language to ask the server's interface texts in (the `lang` of the FAQ, knowledge-base and
 * pricing calls): the active Lingui locale. It goes in the call's query, so in its query key too:
 * switching language refetches.
 */
export function useContentLanguage(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

type QueryParams = Record<string, unknown>;
const paramsOf = (queryKey: readonly unknown[] | undefined): QueryParams | undefined =>
  (queryKey?.[2] as { params?: { query?: QueryParams } } | undefined)?.params?.query;
const withoutLanguage = ({ lang: _lang, ...rest }: QueryParams = {}) => JSON.stringify(rest);

/**
 * A query's `placeholderData` that keeps the previous answer while the same call loads in another
 * language (no flash of skeleton or of the other language's texts), but not another record's answer.
 */
export const keepAcrossLanguages =
  (query: QueryParams) =>
  <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined =>
    previousQuery && withoutLanguage(paramsOf(previousQuery.queryKey)) === withoutLanguage(query) ? previous : undefined;
