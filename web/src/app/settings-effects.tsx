import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { skinAtom } from '../state/skin';
import { localeAtom } from '../state/locale';
import { layoutSettingsAtom } from '../state/layout';
import { activateLocale } from '../lib/i18n';

const themeHref = (skin: string) => `/themes/${skin === 'dark' ? 'lara-dark-teal' : 'lara-light-teal'}/theme.css`;

/** Keeps <html> (skin, lang, dir) and the theme stylesheet in step with the saved settings. */
export function SettingsEffects() {
  const skin = useAtomValue(skinAtom);
  const locale = useAtomValue(localeAtom);
  const { isRTL } = useAtomValue(layoutSettingsAtom);

  useEffect(() => {
    document.documentElement.setAttribute('data-skin', skin);
    const link = document.getElementById('theme-link') as HTMLLinkElement | null;
    if (link && !link.href.endsWith(themeHref(skin))) link.href = themeHref(skin);
    // The server renders the public careers pages with this skin's theme too (they work without scripts).
    document.cookie = `skin=${skin === 'dark' ? 'dark' : 'light'}; path=/; max-age=31536000; samesite=lax`;
  }, [skin]);

  useEffect(() => {
    void activateLocale(locale);
    // The server renders the public careers pages in this language too (server/modules/careers-pages).
    document.cookie = `locale=${locale}; path=/; max-age=31536000; samesite=lax`;
  }, [locale]);

  useEffect(() => {
    document.documentElement.dir = isRTL ? 'rtl' : 'ltr';
  }, [isRTL]);

  return null;
}
