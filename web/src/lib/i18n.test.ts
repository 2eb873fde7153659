import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale } from './i18n';

const day = new Date(2026, 10, 29, 12);

describe('the active language', () => {
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it("gives Lingui's own dates the region's way in English, and each language its own", async () => {
    await activateLocale('en');
    expect(i18n.date(day, { dateStyle: 'short' })).toBe('29/11/2026');
    expect(i18n.date(day, { dateStyle: 'long' })).toBe('29 November 2026');
    await activateLocale('de');
    expect(i18n.date(day, { dateStyle: 'long' })).toBe('29. November 2026');
  });
});
