import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Action, AppAbility, Subject } from '../../../common/ability';
import type { IconName } from '../components/icon';
import type { MenuIconName } from './menu-icons';

/** A link (with `path`) or a group (with `children`). Without `resource` a link is for everyone. */
export interface MenuItem {
  id: string;
  label: MessageDescriptor;
  icon?: MenuIconName | IconName;
  path?: string;
  /** Pages under other paths that belong to this item (`/careers/job/` for Jobs): the item is marked on them. */
  pagesUnder?: string[];
  resource?: Subject;
  action?: Action;
  children?: MenuItem[];
}

export interface MenuSection {
  id: string;
  label: MessageDescriptor;
  items: MenuItem[];
}

const demo = { resource: 'Demo' as const };

/** The menu of the vertical and horizontal layouts; the paths are those of web/src/app/routes.ts. */
export const MENU: MenuSection[] = [
  {
    id: 'careers',
    label: msg`Careers`,
    items: [
      { id: 'careers-home', label: msg`Careers home`, icon: 'home', path: '/careers' },
      { id: 'careers-jobs', label: msg`Jobs`, icon: 'briefcase', path: '/careers/jobs', pagesUnder: ['/careers/job/'] },
      {
        id: 'careers-my-applications',
        label: msg`My applications`,
        icon: 'file',
        path: '/careers/my-applications',
        pagesUnder: ['/careers/my-application/'],
        resource: 'Applicant',
      },
      { id: 'careers-profile', label: msg`Applicant Details`, icon: 'id-card', path: '/careers/profile', resource: 'Applicant' },
      { id: 'careers-account', label: msg`Account Settings`, icon: 'sliders', path: '/careers/account-setting', resource: 'Account' },
      { id: 'careers-admin-jobs', label: msg`Manage jobs`, icon: 'briefcase', path: '/careers/admin/jobs', resource: 'Job' },
      {
        id: 'careers-admin-applications',
        label: msg`Applications`,
        icon: 'file',
        path: '/careers/admin/applications',
        pagesUnder: ['/careers/single-application/'],
        resource: 'Application',
      },
      { id: 'careers-admin-mail', label: msg`Mail log`, icon: 'mail', path: '/careers/admin/mail', resource: 'Mail', action: 'manage' },
    ],
  },
  {
    id: 'dashboards',
    label: msg`Dashboards`,
    items: [
      { id: 'dashboard-analytics', label: msg`Analytics`, icon: 'pie-chart', path: '/dashboard/analytics', ...demo },
      { id: 'dashboard-ecommerce', label: msg`eCommerce`, icon: 'bar-chart', path: '/dashboard/ecommerce', ...demo },
    ],
  },
  {
    id: 'apps',
    label: msg`Apps`,
    items: [
      { id: 'apps-email', label: msg`Email`, icon: 'mail', path: '/apps/email', ...demo },
      { id: 'apps-chat', label: msg`Chat`, icon: 'chat', path: '/apps/chat', ...demo },
      { id: 'apps-todo', label: msg`Todo`, icon: 'check-square', path: '/apps/todo', ...demo },
      { id: 'apps-calendar', label: msg`Calendar`, icon: 'calendar', path: '/apps/calendar', ...demo },
      {
        id: 'apps-invoice',
        label: msg`Invoice`,
        icon: 'receipt',
        children: [
          { id: 'apps-invoice-list', label: msg`List`, path: '/apps/invoice/list', ...demo },
          { id: 'apps-invoice-add', label: msg`Add`, path: '/apps/invoice/add', ...demo },
        ],
      },
      {
        id: 'apps-ecommerce',
        label: msg`eCommerce`,
        icon: 'bag',
        children: [
          { id: 'apps-ecommerce-shop', label: msg`Shop`, path: '/apps/e-commerce/shop', ...demo },
          { id: 'apps-ecommerce-wishlist', label: msg`Wishlist`, path: '/apps/e-commerce/wishlist', ...demo },
          { id: 'apps-ecommerce-checkout', label: msg`Checkout`, path: '/apps/e-commerce/checkout', ...demo },
        ],
      },
      {
        id: 'apps-users',
        label: msg`Users`,
        icon: 'users',
        children: [{ id: 'apps-users-list', label: msg`List`, path: '/apps/users/list', ...demo }],
      },
    ],
  },
  {
    id: 'pages',
    label: msg`Pages`,
    items: [
      { id: 'pages-account-settings', label: msg`Account settings`, icon: 'sliders', path: '/pages/account-settings', ...demo },
      { id: 'pages-profile', label: msg`Profile`, icon: 'user', path: '/pages/profile', ...demo },
      { id: 'pages-faq', label: msg`FAQ`, icon: 'help', path: '/pages/faq', ...demo },
      { id: 'pages-knowledge-base', label: msg`Knowledge base`, icon: 'book', path: '/pages/knowledge-base', ...demo },
      { id: 'pages-pricing', label: msg`Pricing`, icon: 'dollar', path: '/pages/pricing', ...demo },
      { id: 'pages-blog', label: msg`Blog`, icon: 'pen', path: '/pages/blog/list', ...demo },
      {
        id: 'pages-authentication',
        label: msg`Authentication`,
        icon: 'lock',
        children: [
          { id: 'auth-login-v1', label: msg`Sign in`, path: '/pages/authentication/login-v1', ...demo },
          { id: 'auth-forgot-v1', label: msg`Forgot password v1`, path: '/pages/authentication/forgot-password-v1', ...demo },
          { id: 'auth-forgot-v2', label: msg`Forgot password v2`, path: '/pages/authentication/forgot-password-v2', ...demo },
          { id: 'auth-reset-v1', label: msg`Reset password v1`, path: '/pages/authentication/reset-password-v1', ...demo },
          { id: 'auth-reset-v2', label: msg`Reset password v2`, path: '/pages/authentication/reset-password-v2', ...demo },
        ],
      },
      {
        id: 'pages-misc',
        label: msg`Miscellaneous`,
        icon: 'alert',
        children: [
          { id: 'misc-coming-soon', label: msg`Coming soon`, path: '/pages/miscellaneous/coming-soon', ...demo },
          { id: 'misc-not-authorized', label: msg`Not authorized`, path: '/pages/miscellaneous/not-authorized', ...demo },
          { id: 'misc-maintenance', label: msg`Under maintenance`, path: '/pages/miscellaneous/under-maintenance', ...demo },
          { id: 'misc-error', label: msg`Error`, path: '/pages/miscellaneous/error', ...demo },
        ],
      },
      { id: 'access-control', label: msg`Access control`, icon: 'shield', path: '/access-control', resource: 'ACL', action: 'read' },
    ],
  },
  {
    id: 'ui',
    label: msg`User interface`,
    items: [
      { id: 'ui-typography', label: msg`Typography`, icon: 'type', path: '/ui/typography', ...demo },
      { id: 'ui-colors', label: msg`Colors`, icon: 'droplet', path: '/ui/colors', ...demo },
      { id: 'ui-icons', label: msg`Icons`, icon: 'star', path: '/ui/feather-icons', ...demo },
      { id: 'ui-cards', label: msg`Cards`, icon: 'card', path: '/ui/card', ...demo },
      { id: 'ui-components', label: msg`Components`, icon: 'grid', path: '/ui/components', ...demo },
      { id: 'ui-extensions', label: msg`Extensions`, icon: 'plus-square', path: '/ui/extensions', ...demo },
      { id: 'ui-page-layouts', label: msg`Page layouts`, icon: 'layout', path: '/ui/page-layouts', ...demo },
    ],
  },
  {
    id: 'forms',
    label: msg`Forms and tables`,
    items: [
      { id: 'forms-elements', label: msg`Form elements`, icon: 'form', path: '/forms/elements', ...demo },
      { id: 'forms-layout', label: msg`Form layout`, icon: 'layout', path: '/forms/layout', ...demo },
      { id: 'forms-wizard', label: msg`Form wizard`, icon: 'steps', path: '/forms/wizard', ...demo },
      { id: 'forms-validation', label: msg`Form validation`, icon: 'check-circle', path: '/forms/validation', ...demo },
      { id: 'forms-repeater', label: msg`Form repeater`, icon: 'repeat', path: '/forms/repeater', ...demo },
      { id: 'tables', label: msg`Tables`, icon: 'table', path: '/tables', ...demo },
    ],
  },
  {
    id: 'charts-maps',
    label: msg`Charts and maps`,
    items: [
      { id: 'ui-charts', label: msg`Charts`, icon: 'bar-chart', path: '/ui/charts', ...demo },
      { id: 'ui-maps', label: msg`Maps`, icon: 'map', path: '/ui/maps', ...demo },
    ],
  },
];

function visible(item: MenuItem, ability: AppAbility): MenuItem | null {
  if (item.children) {
    const children = item.children.map((child) => visible(child, ability)).filter((c): c is MenuItem => c !== null);
    return children.length ? { ...item, children } : null;
  }
  if (!item.path) return null;
  return !item.resource || ability.can(item.action ?? 'read', item.resource) ? item : null;
}

/** The menu without what the ability may not read; empty groups and sections disappear. */
export function menuFor(ability: AppAbility, menu: MenuSection[] = MENU): MenuSection[] {
  return menu
    .map((section) => ({ ...section, items: section.items.map((item) => visible(item, ability)).filter((i): i is MenuItem => i !== null) }))
    .filter((section) => section.items.length > 0);
}

/** Whether `path` is this item's page or a page inside this group. */
export function containsPath(item: MenuItem, path: string | null): boolean {
  return path !== null && (item.path === path || (item.children ?? []).some((child) => containsPath(child, path)));
}

/**
 * The path of the menu link that stands for `location`: the link itself, the link the page
 * belongs to (`pagesUnder`: /careers/my-application/7 marks My applications), or the longest link
 * whose path is a parent of it (so /apps/email/sent marks Email).
 */
export function activeMenuPath(sections: MenuSection[], location: string): string | null {
  const prefixes: { prefix: string; path: string }[] = [];
  const collect = (item: MenuItem) => {
    if (item.path) {
      prefixes.push({ prefix: `${item.path}/`, path: item.path });
      for (const under of item.pagesUnder ?? []) prefixes.push({ prefix: under, path: item.path });
    }
    item.children?.forEach(collect);
  };
  sections.forEach((section) => section.items.forEach(collect));
  const exact = prefixes.find((p) => p.path === location);
  if (exact) return exact.path;
  const matches = prefixes.filter((p) => location.startsWith(p.prefix));
  return matches.sort((a, b) => b.prefix.length - a.prefix.length)[0]?.path ?? null;
}
