import { PAGE_LOCALES } from './locale.js';

/** The query parameters of web/src/components/no-script-settings.tsx (CHOICE_PARAMS). */
const LANGUAGE_PARAM = 'lang';
const SKIN_PARAM = 'skin';
export const PAGE_SKINS = ['light', 'dark'] as const;
export type PageSkin = (typeof PAGE_SKINS)[number];

const YEAR = 60 * 60 * 24 * 365;
const cookie = (name: string, value: string) => `${name}=${value}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;

/** A choice of language or skin made by a link on a page seen without scripts: the cookies that keep it, and the page to go back to. */
export interface PageChoice {
  location: string;
  cookies: string[];
}

/**
 * `?lang=fr` or `?skin=dark` on a public careers page (the links a visitor without scripts uses):
 * the choice is kept in the cookie the SPA keeps too (`locale`, and `skin`) and the visitor is sent
 * back to the page without the parameter, so its address (and the page cache) stays the canonical
 * one. An unknown value is dropped without a cookie. Null when the query has neither parameter.
 */
export function pageChoice(pathname: string, search: string): PageChoice | null {
  const params = new URLSearchParams(search);
  if (!params.has(LANGUAGE_PARAM) && !params.has(SKIN_PARAM)) return null;
  const language = params.get(LANGUAGE_PARAM);
  const skin = params.get(SKIN_PARAM);
  const cookies = [
    ...(language !== null && (PAGE_LOCALES as readonly string[]).includes(language) ? [cookie('locale', language)] : []),
    ...(skin !== null && (PAGE_SKINS as readonly string[]).includes(skin) ? [cookie('skin', skin)] : []),
  ];
  params.delete(LANGUAGE_PARAM);
  params.delete(SKIN_PARAM);
  const rest = params.toString();
  return { location: `${pathname}${rest ? `?${rest}` : ''}`, cookies };
}

/** The skin a page is rendered in: the `skin` cookie's, else light. */
export function pageSkin(cookieHeader: string | undefined): PageSkin {
  return /(?:^|;\s*)skin=dark(?:;|$)/.test(cookieHeader ?? '') ? 'dark' : 'light';
}

export const themeHref = (skin: PageSkin) => `/themes/${skin === 'dark' ? 'lara-dark-teal' : 'lara-light-teal'}/theme.css`;

/** The theme's `<link>` a server-rendered page carries (boot.js changes its address when another skin is saved in the browser). */
export const themeLink = (skin: PageSkin) => `<link rel="stylesheet" id="theme-link" href="${themeHref(skin)}" />`;

const darkCopies = new WeakMap<Buffer, Buffer>();

/** A rendered page (rendered in the light skin) in `skin`: its `<html data-skin>` and theme link; kept per page. */
export function inSkin(html: Buffer, skin: PageSkin): Buffer {
  if (skin === 'light') return html;
  let dark = darkCopies.get(html);
  if (!dark) {
    const text = html.toString('utf8');
    const head = text.indexOf('</head>');
    dark = Buffer.from(
      text.slice(0, head).replace('data-skin="light"', 'data-skin="dark"').replace(themeLink('light'), themeLink('dark')) + text.slice(head),
      'utf8',
    );
    darkCopies.set(html, dark);
  }
  return dark;
}
