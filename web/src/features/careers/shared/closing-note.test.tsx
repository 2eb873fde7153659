import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ClosingNote } from './closing-note';

const today = new Date(2026, 10, 22, 9);
const note = (closingDate: string, status: 'open' | 'closed' = 'open') =>
  render(
    <I18nProvider i18n={i18n}>
      <ClosingNote closingDate={closingDate} status={status} today={today} />
    </I18nProvider>,
  ).container;

describe('closing note', () => {
  it('says in how many days the job closes', () => {
    expect(note('2026-11-25').textContent).toBe('25 November 2026 (closes in 3 days)');
    expect(note('2026-11-23').textContent).toBe('23 November 2026 (closes in 1 day)');
    expect(note('2026-12-30').textContent).toBe('30 December 2026 (closes in 38 days)');
  });

  it('says when it closes today, and flags jobs closing within a week', () => {
    const container = note('2026-11-22');
    expect(container.textContent).toBe('22 November 2026 (closes today)');
    expect(container.querySelector('.closing-in--soon')).not.toBeNull();
    expect(note('2026-12-30').querySelector('.closing-in--soon')).toBeNull();
  });

  it('says a job closed, early or at its date', () => {
    expect(note('2026-11-20').textContent).toBe('Closed on 20 November 2026');
    expect(note('2026-11-30', 'closed').textContent).toBe('Closed on 30 November 2026');
  });
});
