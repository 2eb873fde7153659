import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Calendar } from 'primereact/calendar';
import { calendarNames } from './prime-fixes';

afterEach(cleanup);

/** The words of a text, as a name's words are compared with what a control shows (punctuation apart). */
const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

describe('calendarNames: a Calendar control is named by what it shows (WCAG 2.5.3)', () => {
  for (const locale of ['en', 'fr', 'de', 'pt']) {
    it(`in ${locale}, each day's name is its whole date and holds the number shown; month and year buttons are named by their text`, () => {
      const { container } = render(<Calendar inline value={new Date(2026, 10, 15)} viewDate={new Date(2026, 10, 15)} pt={calendarNames(locale) as object} />);
      const days = [...container.querySelectorAll('td[data-p-day]')];
      expect(days.length).toBeGreaterThanOrEqual(28);
      for (const day of days) {
        const name = day.getAttribute('aria-label') ?? '';
        expect(words(name)).toContain(day.textContent!.trim());
        expect(name).toMatch(/2026/);
      }
      const first = container.querySelector('td[data-p-day="1"][data-p-month="10"]')!;
      expect(first.getAttribute('aria-label')).toBe(new Intl.DateTimeFormat(locale === 'en' ? 'en-KE' : locale, { dateStyle: 'full' }).format(new Date(2026, 10, 1)));
      for (const button of container.querySelectorAll('.p-datepicker-month, .p-datepicker-year')) {
        expect(button.hasAttribute('aria-label')).toBe(false);
        expect(button.textContent).not.toBe('');
      }
    });
  }

  it('adds the page’s own attributes to each day', () => {
    const { container } = render(<Calendar inline viewDate={new Date(2026, 10, 15)} pt={calendarNames('en', (date) => ({ 'data-test-day': `${date.year}-${date.month + 1}-${date.day}` })) as object} />);
    expect(container.querySelector('td[data-test-day="2026-11-1"]')?.getAttribute('aria-label')).toBe('Sunday, 1 November 2026');
  });
});
