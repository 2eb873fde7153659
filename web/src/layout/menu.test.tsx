import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { buildAbility, DEFAULT_RULES, rulesForRole } from '../../../common/ability';
import { publicRoutes } from '../app/routes';
import { workspaceRoutes } from '../app/workspace-routes';
import { activeMenuPath, menuFor, MENU, type MenuItem } from './menu-items';
import AppShell from './app-shell';
import { demoUser, renderShell, saved } from './test-utils';

const routes = [...publicRoutes, ...workspaceRoutes];

const labels = (ability: ReturnType<typeof buildAbility>) => {
  const out: string[] = [];
  const walk = (item: MenuItem) => {
    out.push(i18n._(item.label));
    item.children?.forEach(walk);
  };
  menuFor(ability).forEach((section) => section.items.forEach(walk));
  return out;
};

describe('menu data', () => {
  it('points only at routes of the route table', () => {
    const paths = new Set(routes.map((r) => r.path));
    const walk = (item: MenuItem): string[] => [...(item.path ? [item.path] : []), ...(item.children ?? []).flatMap(walk)];
    for (const path of MENU.flatMap((s) => s.items.flatMap(walk))) expect(paths.has(path), path).toBe(true);
  });

  it('opens, for every role, only pages the role may open', () => {
    const byPath = new Map(routes.map((r) => [r.path, r.meta]));
    for (const role of ['visitor', 'client', 'admin']) {
      const ability = buildAbility(role === 'visitor' ? DEFAULT_RULES : rulesForRole(role));
      const walk = (item: MenuItem): string[] => [...(item.path ? [item.path] : []), ...(item.children ?? []).flatMap(walk)];
      for (const path of menuFor(ability).flatMap((s) => s.items.flatMap(walk))) {
        const meta = byPath.get(path)!;
        expect(meta.public || ability.can(meta.action ?? 'read', meta.resource ?? 'Auth'), `${role}: ${path}`).toBe(true);
      }
    }
  });

  it('shows a visitor the public careers pages only', () => {
    const seen = labels(buildAbility(DEFAULT_RULES));
    expect(seen).toEqual(['Careers home', 'Jobs']);
  });

  it('shows an applicant their careers pages and their welcome page (the access-control route), not the template\'s demo groups or administration', () => {
    const seen = labels(buildAbility(rulesForRole('client')));
    expect(seen).toEqual(['Careers home', 'Jobs', 'My applications', 'My job alerts', 'Applicant Details', 'Account Settings', 'Welcome']);
  });

  it('shows an administrator the administration and the demo areas, not the applicant-only pages', () => {
    const seen = labels(buildAbility(rulesForRole('admin')));
    expect(seen).toEqual(
      expect.arrayContaining(['Manage jobs', 'Applications', 'Mail log', 'Analytics', 'Email', 'Invoice', 'Shop', 'Typography', 'Tables', 'Authentication', 'Access control']),
    );
    for (const hidden of ['My applications', 'Applicant Details', 'Account Settings']) expect(seen).not.toContain(hidden);
  });

  it('drops groups and sections left empty', () => {
    const sections = menuFor(buildAbility(rulesForRole('client'))).map((s) => s.id);
    expect(sections).toEqual(['careers', 'pages']);
  });

  it('marks the link of the page, or of its closest parent page', () => {
    const sections = menuFor(buildAbility(rulesForRole('admin')));
    expect(activeMenuPath(sections, '/apps/invoice/list')).toBe('/apps/invoice/list');
    expect(activeMenuPath(sections, '/apps/email/sent')).toBe('/apps/email');
    expect(activeMenuPath(sections, '/apps/emailx')).toBeNull();
  });

  it('marks the item a careers page belongs to, not Careers home', () => {
    const applicant = menuFor(buildAbility(rulesForRole('client')));
    expect(activeMenuPath(applicant, '/careers/my-application/12')).toBe('/careers/my-applications');
    expect(activeMenuPath(applicant, '/careers/job/staff-nurse-trh-2026-001')).toBe('/careers/jobs');
    expect(activeMenuPath(applicant, '/careers')).toBe('/careers');
    expect(activeMenuPath(applicant, '/careers/profile')).toBe('/careers/profile');
    const admin = menuFor(buildAbility(rulesForRole('admin')));
    expect(activeMenuPath(admin, '/careers/single-application/40')).toBe('/careers/admin/applications');
    expect(activeMenuPath(admin, '/careers/admin/jobs')).toBe('/careers/admin/jobs');
  });
});

describe('vertical layout', () => {
  it('renders the menu the user may read, with the current page marked', () => {
    renderShell(<AppShell>page</AppShell>, { path: '/access-control', user: demoUser('client') });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Welcome' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'My applications' }).hasAttribute('aria-current')).toBe(false);
    expect(within(menu).queryByRole('link', { name: 'Email' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Manage jobs' })).toBeNull();
    expect(screen.getByRole('main').textContent).toContain('page');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('opens the group of the current page and toggles groups', () => {
    renderShell(<AppShell>page</AppShell>, { path: '/apps/invoice/list', user: demoUser('admin') });
    const invoice = screen.getByRole('button', { name: 'Invoice' });
    expect(invoice.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');
    const shop = screen.getByRole('button', { name: 'eCommerce' });
    expect(shop.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(shop);
    expect(shop.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Wishlist' }).closest('[hidden]')).toBeNull();
    fireEvent.click(invoice);
    expect(invoice.getAttribute('aria-expanded')).toBe('false');
  });

  it('saves the collapsed menu in the layout settings', () => {
    const { container } = renderShell(<AppShell>page</AppShell>, { path: '/access-control', user: demoUser('client') });
    const collapse = screen.getByRole('button', { name: 'Collapse menu' });
    expect(collapse.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(collapse);
    expect(collapse.getAttribute('aria-pressed')).toBe('true');
    expect(saved('layoutSettings')).toMatchObject({ menuCollapsed: true, layoutType: 'vertical' });
    expect(container.querySelector('.layout--collapsed')).not.toBeNull();
  });

  it('opens the menu as a drawer and closes it with Escape, focus back on the toggle', () => {
    renderShell(<AppShell>page</AppShell>, { path: '/access-control', user: demoUser('client') });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('navbar', () => {
  it('shows an administrator the cart count from the stored user data in the shop, linking to the checkout', () => {
    renderShell(<AppShell>page</AppShell>, { path: '/apps/e-commerce/shop', user: demoUser('admin', 3) });
    const cart = screen.getByRole('link', { name: 'Cart: 3 items' });
    expect(cart.getAttribute('href')).toBe('/apps/e-commerce/checkout');
    expect(within(cart).getByTestId('cart-count').textContent).toBe('3');
  });

  it('has no cart outside the shop (the careers administration, the dashboards)', () => {
    for (const path of ['/careers/admin/jobs', '/dashboard/analytics']) {
      const { unmount } = renderShell(<AppShell>page</AppShell>, { path, user: demoUser('admin', 3) });
      expect(screen.queryByRole('link', { name: /cart/i })).toBeNull();
      unmount();
    }
  });

  it('shows no badge for an empty cart (no stored count)', () => {
    const user = { ...demoUser('admin'), extras: undefined } as unknown as ReturnType<typeof demoUser>;
    renderShell(<AppShell>page</AppShell>, { path: '/apps/e-commerce/checkout', user });
    const cart = screen.getByRole('link', { name: 'Cart: 0 items' });
    expect(within(cart).queryByTestId('cart-count')).toBeNull();
  });

  it('has no cart for an applicant', () => {
    renderShell(<AppShell>page</AppShell>, { path: '/access-control', user: demoUser('client', 2) });
    expect(screen.queryByRole('link', { name: /cart/i })).toBeNull();
  });

  it('shows the user menu with name, role and account links', () => {
    renderShell(<AppShell>page</AppShell>, { path: '/access-control', user: demoUser('client') });
    const button = screen.getByRole('button', { name: /Account menu: Carl Client Applicant/ });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = within(button.parentElement as HTMLElement);
    expect(panel.getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe('/careers/account-setting');
    expect(panel.getByRole('link', { name: 'Applicant Details' }).getAttribute('href')).toBe('/careers/profile');
    expect(panel.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('switches to the horizontal layout with the menu as a top bar', () => {
    localStorage.setItem('layoutSettings', JSON.stringify({ layoutType: 'horizontal' }));
    const { container } = renderShell(<AppShell>page</AppShell>, { path: '/apps/invoice/list', user: demoUser('admin') });
    expect(container.querySelector('.layout--horizontal .hmenu')).not.toBeNull();
    const apps = within(container.querySelector('.hmenu') as HTMLElement).getByRole('button', { name: 'Apps' });
    expect(apps.className).toContain('is-active');
    fireEvent.click(apps);
    expect(within(container.querySelector('.hmenu') as HTMLElement).getByRole('link', { name: 'List', current: 'page' })).toBeTruthy();
  });
});
