import { describe, expect, it } from 'vitest';
import { localeOption } from 'primereact/api';
import { applyPrimeLocale } from './prime-locale';

describe("PrimeReact's calendar in the chosen language", () => {
  it.each([
    ['en', 'January', 'dd/mm/yy', 0],
    ['fr', 'janvier', 'dd/mm/yy', 1],
    ['de', 'Januar', 'dd.mm.yy', 1],
    ['pt', 'janeiro', 'dd/mm/yy', 1],
  ])('%s: month names, date order and first day of the week', (tag, january, dateFormat, firstDay) => {
    applyPrimeLocale(tag);
    expect((localeOption('monthNames', tag) as string[])[0]).toBe(january);
    expect(localeOption('dateFormat', tag)).toBe(dateFormat);
    expect(localeOption('firstDayOfWeek', tag)).toBe(firstDay);
  });
});
