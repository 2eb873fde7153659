import { useAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { localeAtom, LOCALES, type Locale } from '../state/locale';
import { userDataAtom } from '../state/session';
import { saveAccountLocale } from '../lib/session';
import { Icon } from './icon';
import { MenuButton } from './menu-button';
import { MenuChoices } from './menu-choices';

/** Each language is shown in its own language, whatever the active one. */
export const NATIVE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', de: 'Deutsch', pt: 'Português' };

/** Sets the language (kept with the account when signed in); SettingsEffects then loads its catalogs and updates <html lang>. */
export function LanguageSwitcher() {
  const [locale, setLocale] = useAtom(localeAtom);
  const [userData, setUserData] = useAtom(userDataAtom);
  const choose = (code: Locale) => {
    setLocale(code);
    // Signed in: the account keeps it too (the e-mails use it); the switch never waits for the save.
    if (userData) void saveAccountLocale(code).then((saved) => saved && saved.id === userData.id && setUserData(saved));
  };
  return (
    <MenuButton
      className="language-switcher needs-script"
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
        <MenuChoices items={LOCALES} close={close} onChoose={choose} current={locale} itemLang>
          {(code) => NATIVE_NAMES[code]}
        </MenuChoices>
      )}
    </MenuButton>
  );
}
