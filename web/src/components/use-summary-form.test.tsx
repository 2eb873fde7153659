import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { FieldErrors } from './form-state';
import { useSummaryForm } from './use-summary-form';
import { FormField } from './form-field';
import { FormErrorSummary } from './form-error-summary';

type Field = 'name' | 'email';
const validate = (v: Record<Field, string>): FieldErrors<Field> => ({
  name: v.name ? null : 'Enter your name',
  email: v.email.includes('@') ? null : { id: 'email-invalid', message: 'Enter a valid email' },
});

const hooks = { 'useSummaryForm (react-hook-form)': useSummaryForm };
let useExampleForm = useSummaryForm;

function Example({ onValid }: { onValid: (values: Record<Field, string>) => Promise<void> | void }) {
  const form = useExampleForm<Field>({ id: 'ex', initial: { name: '', email: '' }, validate, unexpectedError: 'Network down' });
  return (
    <>
      <FormErrorSummary form={form} id="ex-summary" title="There is a problem" />
      <form noValidate onSubmit={form.onSubmit(onValid)}>
        <FormField field={form.field('name')} label="Name" required>
          {(input) => <input {...input} />}
        </FormField>
        <FormField field={form.field('email')} label="Email" hint="We write to you here">
          {(input) => <input {...input} />}
        </FormField>
        <button type="submit" disabled={form.submitting}>
          Send
        </button>
      </form>
    </>
  );
}

const renderExample = (onValid: (values: Record<Field, string>) => Promise<void> | void) =>
  render(
    <I18nProvider i18n={i18n}>
      <Example onValid={onValid} />
    </I18nProvider>,
  );

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe.each(Object.entries(hooks))('%s with FormField and FormErrorSummary', (_, hook) => {
  beforeAll(() => {
    useExampleForm = hook;
  });

  it('labels every field and describes it by its hint', () => {
    renderExample(() => undefined);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-describedby')).toBe('ex-email-hint');
    expect(screen.getByLabelText('Name').hasAttribute('required')).toBe(true);
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('after a failed submit: a focused summary linked to the fields, errors under the fields', async () => {
    const onValid = vi.fn();
    renderExample(onValid);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByText('There is a problem');
    const box = summary.closest('.form-summary') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('aria-labelledby')).toBe('ex-summary-title');
    const links = Array.from(box.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Enter your name', '#ex-name'],
      ['Enter a valid email', '#ex-email'],
    ]);

    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('ex-name-error');
    expect(document.getElementById('ex-name-error')?.textContent).toBe('Enter your name');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('ex-email-hint ex-email-error');
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Enter a valid email' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('sends the values once, with the button disabled meanwhile, and clears the errors', async () => {
    let finish!: () => void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderExample(onValid);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('There is a problem');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);

    await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);

    finish();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('words its errors again in the language chosen while they are shown', async () => {
    renderExample(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Enter a valid email')).not.toHaveLength(0);
    i18n.load('fr', { 'email-invalid': 'Saisissez une adresse valide' });
    act(() => i18n.activate('fr'));
    expect(await screen.findAllByText('Saisissez une adresse valide')).not.toHaveLength(0);
    expect(screen.queryByText('Enter a valid email')).toBeNull();
    act(() => i18n.activate('en'));
  });

  it('shows the unexpected-error message at the top when the handler throws', async () => {
    renderExample(() => Promise.reject(new Error('offline')));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Network down')).toBeTruthy();
  });
});
