import { useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALES } from '../state/locale';
import { NATIVE_NAMES } from './language-switcher';

/** The query parameters the server turns into the `locale` and `skin` cookies (server/modules/careers-pages/choices.ts). */
export const CHOICE_PARAMS = { language: 'lang', skin: 'skin' } as const;

/**
 * The language and skin choices of a page seen without scripts (issue 34): links the server
 * understands (it keeps the choice in a cookie and sends the visitor back to the page), in a
 * `<details>` that opens without scripts. Rendered by the server only, into the layout's
 * `<noscript>` slot (server-only-parts.tsx): with scripts on, the language menu and the skin button
 * take their place, and the browser's bundle does not carry it.
 */
export function NoScriptSettings() {
  const { t, i18n } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  const choose = (key: string, value: string) => {
    const params = new URLSearchParams(search);
    params.set(key, value);
    return `${path}?${params.toString()}`;
  };
  return (
    <>
      <details className="menu-button no-script-choice">
        <summary className="shell-button">
          <span className="visually-hidden">
            <Trans>Language:</Trans>
          </span>{' '}
          <span lang={i18n.locale}>{NATIVE_NAMES[i18n.locale as keyof typeof NATIVE_NAMES] ?? i18n.locale}</span>
        </summary>
        <div className="menu-button__panel menu-button__panel--end">
          <ul className="menu-list">
          {LOCALES.map((code) => (
            <li key={code}>
              <a className="menu-list__item" href={choose(CHOICE_PARAMS.language, code)} lang={code} hrefLang={code} aria-current={code === i18n.locale ? 'true' : undefined}>
                {NATIVE_NAMES[code]}
              </a>
            </li>
          ))}
          </ul>
        </div>
      </details>
      <a className="shell-button no-script-choice__skin--dark" href={choose(CHOICE_PARAMS.skin, 'dark')}>
        {t`Dark skin`}
      </a>
      <a className="shell-button no-script-choice__skin--light" href={choose(CHOICE_PARAMS.skin, 'light')}>
        {t`Light skin`}
      </a>
    </>
  );
}
