import { useAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { localeAtom, LOCALES, type Locale } from '../state/locale';
import { Icon } from './icon';
import { MenuButton } from './menu-button';

/** Each language is shown in its own language, whatever the active one. */
export const NATIVE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', de: 'Deutsch', pt: 'Português' };

/** Sets the saved language; SettingsEffects then loads its catalogs and updates <html lang>. */
export function LanguageSwitcher() {
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <MenuButton
      className="language-switcher"
      label={
        <>
          <Icon name="globe" />
          <span className="visually-hidden">
            <Trans>Language:</Trans>
          </span>{' '}
          <span className="language-switcher__name" lang={locale}>
            {NATIVE_NAMES[locale]}
          </span>
        </>
      }
    >
      {(close) => (
        <ul className="menu-list">
          {LOCALES.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="menu-list__item"
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                onClick={() => {
                  setLocale(code);
                  close();
                }}
              >
                {NATIVE_NAMES[code]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </MenuButton>
  );
}
