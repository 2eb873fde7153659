import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appStore } from '../state/store';
import { FullLayout } from './full-layout';
import { demoUser, renderShell, saved } from './test-utils';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe('full layout', () => {
  it('has the careers header, a skip link, main content and a footer', () => {
    renderShell(<FullLayout>page</FullLayout>, { path: '/careers' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Teaching and Referral Hospital — Careers' }).getAttribute('href')).toBe('/careers');
    expect(screen.getByRole('main').textContent).toBe('page');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.querySelector('a, button')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('offers visitors Sign in and Register', () => {
    renderShell(<FullLayout>page</FullLayout>, { path: '/careers' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('brings a visitor reading a job back to it after signing in or registering', () => {
    renderShell(<FullLayout>page</FullLayout>, { path: '/careers/job/staff-nurse-trh-2026-001' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=/careers/job/staff-nurse-trh-2026-001');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register?redirect=/careers/job/staff-nurse-trh-2026-001');
  });

  it('switches the language from a list of native names, and saves it', () => {
    renderShell(<FullLayout>page</FullLayout>, { path: '/careers' });
    const button = screen.getByRole('button', { name: 'Language: English' });
    fireEvent.click(button);
    const names = within(button.parentElement as HTMLElement)
      .getAllByRole('button')
      .slice(1)
      .map((b) => [b.textContent, b.getAttribute('lang')]);
    expect(names).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
      ['Deutsch', 'de'],
      ['Português', 'pt'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(saved('locale')).toBe('fr');
    expect(screen.getByRole('button', { name: 'Language: Français' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a signed-in user’s language with their account (the language of their e-mails); a visitor’s stays in the browser', async () => {
    const saves: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        saves.push([request.method, new URL(request.url).pathname, await request.json()]);
        return new Response(JSON.stringify({ ...demoUser('client'), locale: 'de' }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderShell(<FullLayout>page</FullLayout>, { path: '/careers' });
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(saves).toEqual([]);
    cleanup();

    renderShell(<FullLayout>page</FullLayout>, { path: '/careers', user: demoUser('client') });
    fireEvent.click(screen.getByRole('button', { name: 'Language: Français' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(saved('locale')).toBe('de');
    await waitFor(() => expect(saves).toEqual([['PUT', '/api/auth/me/locale', { locale: 'de' }]]));
    await waitFor(() => expect((saved('userData') as { locale: string }).locale).toBe('de'));
    vi.unstubAllGlobals();
  });

  it('toggles between the light and dark skins, and saves it', () => {
    renderShell(<FullLayout>page</FullLayout>, { path: '/careers' });
    const toggle = screen.getByRole('button', { name: 'Dark skin' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(saved('skin')).toBe('dark');
    fireEvent.click(toggle);
    expect(saved('skin')).toBe('light');
  });

  it('shows the scroll-to-top button only after more than 250 px', () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell(<FullLayout>page</FullLayout>, { path: '/careers' });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(250);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(251);
    const button = screen.getByRole('button', { name: 'Back to top' });
    fireEvent.click(button);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('names a member of staff by their role, not "Administrator"', () => {
    renderShell(<FullLayout>page</FullLayout>, { path: '/careers', user: { ...demoUser('admin'), staffRole: 'recruiting_manager' } });
    expect(screen.getByRole('button', { name: 'Account menu: Ada Admin Recruiting manager' })).toBeTruthy();
  });

  it('signs the user out and goes to /login', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const { location } = renderShell(<FullLayout>page</FullLayout>, { path: '/careers', user: demoUser('admin'), store: appStore });
    const menu = screen.getByRole('button', { name: /Account menu: Ada Admin Administrator/ });
    fireEvent.click(menu);
    const panel = within(menu.parentElement as HTMLElement);
    expect(panel.getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe('/pages/account-settings');
    expect(panel.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/pages/profile');
    fireEvent.click(panel.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect((fetch.mock.calls[0]?.[0] as Request).url).toContain('/api/jwt/logout');
    expect(localStorage.getItem('userData')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
