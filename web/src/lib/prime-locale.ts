import { addLocale, locale as setPrimeLocale } from 'primereact/api';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { primeAria } from './prime-aria';
import { datePattern } from './local-date';
import { dateFormat } from './date-format';

/** Day and month names come from the browser's Intl data, the few words from our catalogs. */
function names(localeTag: string) {
  const day = (style: 'long' | 'short' | 'narrow') =>
    Array.from({ length: 7 }, (_, i) => dateFormat(localeTag, { weekday: style }).format(new Date(Date.UTC(2023, 0, 1 + i))));
  const month = (style: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, i) => dateFormat(localeTag, { month: style }).format(new Date(Date.UTC(2023, i, 15))));
  return { dayNames: day('long'), dayNamesShort: day('short'), dayNamesMin: day('narrow'), monthNames: month('long'), monthNamesShort: month('short') };
}

/** PrimeReact's date pattern for the language (en mm/dd/yy, fr dd/mm/yy, de dd.mm.yy, pt dd/mm/yy; its `yy` is four digits). */
export function primeDateFormat(localeTag: string): string {
  const { order, separator } = datePattern(localeTag);
  return order.map((part) => ({ day: 'dd', month: 'mm', year: 'yy' })[part]).join(separator);
}

/** PrimeReact's own texts (calendars, tables, uploads, dialogs) follow the active language. */
export function applyPrimeLocale(localeTag: string) {
  addLocale(localeTag, {
    ...names(localeTag),
    firstDayOfWeek: localeTag === 'en' ? 0 : 1,
    today: i18n._(msg`Today`),
    clear: i18n._(msg`Clear`),
    accept: i18n._(msg`Yes`),
    reject: i18n._(msg`No`),
    choose: i18n._(msg`Choose`),
    upload: i18n._(msg`Upload`),
    cancel: i18n._(msg`Cancel`),
    close: i18n._(msg`Close`),
    apply: i18n._(msg`Apply`),
    emptyMessage: i18n._(msg`No results found`),
    emptyFilterMessage: i18n._(msg`No results found`),
    weak: i18n._(msg`Weak`),
    medium: i18n._(msg`Medium`),
    strong: i18n._(msg`Strong`),
    passwordPrompt: i18n._(msg`Enter a password`),
    dateFormat: primeDateFormat(localeTag),
    aria: primeAria(),
  });
  setPrimeLocale(localeTag);
}
