import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import RegisterPage from './register-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const location = memoryLocation({ path: '/register', record: true });
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <RegisterPage />
      </Router>
    </I18nProvider>,
  );
  return location;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('register page', () => {
  it('checks the fields on the client, with the server’s messages, without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    submit();

    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary.closest('.form-summary')));
    expect(screen.getByRole('link', { name: 'Please enter your username.' }).getAttribute('href')).toBe('#register-username');
    expect(screen.getByRole('link', { name: 'Please enter a valid email.' }).getAttribute('href')).toBe('#register-email');
    expect(screen.getByRole('link', { name: 'Password must be at least 8 characters.' }).getAttribute('href')).toBe('#register-password');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Full name (optional)').hasAttribute('aria-invalid')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors under their fields', async () => {
    const body = { error: { username: ['This username is already in use.'], email: ['This email is already in use.'], password: null } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } })));
    renderPage();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'jane.doe' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long passphrase' } });
    submit();

    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(document.getElementById('register-username-error')?.textContent).toBe('This username is already in use.');
    expect(document.getElementById('register-email-error')?.textContent).toBe('This email is already in use.');
    expect(document.getElementById('register-password-error')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('register-email-hint register-email-error');
  });

  it('shows the password strength in the hint', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    expect(document.getElementById('register-password-hint')?.textContent).toContain('Strength: strong.');
  });
});
