import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { LocalDateInput } from './local-date-input';

function Example({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <label htmlFor="when">When</label>
      <LocalDateInput
        id="when"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2001-02-03')}>
        Load
      </button>
    </I18nProvider>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('When');

describe('a date typed in the language of the page', () => {
  afterEach(() => act(() => i18n.activate('en')));

  it('shows and reads day/month/year in French, and gives the form YYYY-MM-DD', () => {
    act(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));
    const onValue = vi.fn();
    render(<Example initial="1990-05-17" onValue={onValue} />);
    expect(field().value).toBe('17/05/1990');
    expect(field().placeholder).toBe('DD/MM/YYYY');

    fireEvent.change(field(), { target: { value: '22/11/20' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '22/11/2033' } });
    expect(onValue).toHaveBeenLastCalledWith('2033-11-22');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps text that is not a date, marks it and hands it over on leaving the field', () => {
    act(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));
    const onValue = vi.fn();
    render(<Example initial="" onValue={onValue} />);
    expect(field().placeholder).toBe('DD.MM.YYYY');
    fireEvent.change(field(), { target: { value: '31.02.2020' } });
    fireEvent.blur(field());
    expect(onValue).toHaveBeenLastCalledWith('31.02.2020');
    expect(field().value).toBe('31.02.2020');
    expect(field().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field(), { target: { value: '1.3.2020' } });
    fireEvent.blur(field());
    expect(onValue).toHaveBeenLastCalledWith('2020-03-01');
    expect(field().value).toBe('01.03.2020');

    onValue.mockClear();
    fireEvent.change(field(), { target: { value: '' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.blur(field());
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('shows a value loaded from outside, and again in the next language', () => {
    const onValue = vi.fn();
    render(<Example initial="" onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(field().value).toBe('03/02/2001');
    act(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));
    expect(field().value).toBe('03.02.2001');
    expect(onValue).not.toHaveBeenCalled();
  });
});
