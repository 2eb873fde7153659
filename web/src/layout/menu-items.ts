import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Action, AppAbility, Subject } from '../../../common/ability';
import type { IconName } from '../components/icon';
import type { MenuIconName } from './menu-icons';
import * as paths from '../../../common/paths';

/** A link (with `path`) or a group (with `children`). Without `resource` a link is for everyone. */
export interface MenuItem {
  id: string;
  label: MessageDescriptor;
  /** The label for an applicant, where the page is something else to them (their landing page). */
  applicantLabel?: MessageDescriptor;
  icon?: MenuIconName | IconName;
  path?: string;
  /** Routes of other pages that belong to this item (`/careers/job/:id` for Jobs): the item is marked on them. */
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

/** A group of links under one label and icon. */
const group = (id: string, label: MessageDescriptor, icon: MenuIconName | IconName, children: MenuItem[]): MenuItem => ({ id, label, icon, children });

/** The menu of the vertical and horizontal layouts; the paths are those of web/src/app/routes.ts. */
export const MENU: MenuSection[] = [
  {
    id: 'careers',
    label: msg`Careers`,
    items: [
      { id: 'careers-home', label: msg`Careers home`, icon: 'home', path: paths.careers.home },
      { id: 'careers-jobs', label: msg`Jobs`, icon: 'briefcase', path: paths.careers.jobs, pagesUnder: [paths.careers.job] },
      {
        id: 'careers-my-applications',
        label: msg`My applications`,
        icon: 'file',
        path: paths.careers.myApplications,
        pagesUnder: [paths.careers.myApplication],
        resource: 'Applicant',
      },
      { id: 'careers-job-alerts', label: msg`My job alerts`, icon: 'mail', path: paths.careers.myJobAlerts, resource: 'Applicant' },
      { id: 'careers-profile', label: msg`Applicant Details`, icon: 'id-card', path: paths.careers.profile, resource: 'Applicant' },
      { id: 'careers-account', label: msg`Account Settings`, icon: 'sliders', path: paths.careers.accountSettings, resource: 'Applicant' },
      { id: 'careers-admin-jobs', label: msg`Manage jobs`, icon: 'briefcase', path: paths.careers.adminJobs, resource: 'Job' },
      {
        id: 'careers-admin-applications',
        label: msg`Applications`,
        icon: 'file',
        path: paths.careers.adminApplications,
        pagesUnder: [paths.careers.application],
        resource: 'Application',
      },
      {
        id: 'careers-admin-sift',
        label: msg`Shortlisting`,
        icon: 'check-square',
        path: paths.careers.adminSift,
        pagesUnder: [paths.careers.adminSiftApplication, paths.careers.adminSiftClose],
        resource: 'Job',
      },
      { id: 'careers-admin-interviews', label: msg`Interview calendar`, icon: 'calendar', path: paths.careers.adminInterviews, resource: 'Job', action: 'read' },
      { id: 'careers-admin-offer-checks', label: msg`Pre-employment checks`, icon: 'check-circle', path: paths.careers.adminOfferChecks, resource: 'Application', action: 'read' },
      { id: 'careers-admin-health-checks', label: msg`Occupational health`, icon: 'check-square', path: paths.careers.adminHealthChecks, resource: 'HealthCheck', action: 'manage' },
      { id: 'careers-admin-check-types', label: msg`Check catalogue`, icon: 'sliders', path: paths.careers.adminCheckTypes, resource: 'CheckType', action: 'manage' },
      { id: 'careers-admin-mail', label: msg`Mail log`, icon: 'mail', path: paths.careers.adminMail, resource: 'Mail', action: 'manage' },
      { id: 'careers-admin-fairness', label: msg`Fairness report`, icon: 'bar-chart', path: paths.careers.adminFairness, resource: 'EqualOpportunities', action: 'read' },
      { id: 'careers-admin-audit', label: msg`Audit log`, icon: 'shield', path: paths.careers.adminAudit, resource: 'AuditLog', action: 'read' },
      {
        id: 'careers-admin-staff',
        label: msg`Staff`,
        icon: 'shield',
        path: paths.careers.adminStaff,
        pagesUnder: [paths.careers.adminStaffInvite, paths.careers.adminStaffMember],
        resource: 'Staff',
        action: 'manage',
      },
      {
        id: 'careers-admin-accessibility-feedback',
        label: msg`Accessibility feedback`,
        icon: 'help',
        path: paths.careers.adminAccessibilityFeedback,
        resource: 'AccessibilityFeedback',
        action: 'manage',
      },
    ],
  },
  {
    id: 'dashboards',
    label: msg`Dashboards`,
    items: [
      { id: 'dashboard-analytics', label: msg`Analytics`, icon: 'pie-chart', path: paths.demo.dashboardAnalytics, ...demo },
      { id: 'dashboard-ecommerce', label: msg`eCommerce`, icon: 'bar-chart', path: paths.demo.dashboardEcommerce, ...demo },
    ],
  },
  {
    id: 'apps',
    label: msg`Apps`,
    items: [
      { id: 'apps-email', label: msg`Email`, icon: 'mail', path: paths.demo.email, ...demo },
      { id: 'apps-chat', label: msg`Chat`, icon: 'chat', path: paths.demo.chat, ...demo },
      { id: 'apps-todo', label: msg`Todo`, icon: 'check-square', path: paths.demo.todo, ...demo },
      { id: 'apps-calendar', label: msg`Calendar`, icon: 'calendar', path: paths.demo.calendar, ...demo },
      group('apps-invoice', msg`Invoice`, 'receipt', [
        { id: 'apps-invoice-list', label: msg`List`, path: paths.demo.invoices, ...demo },
        { id: 'apps-invoice-add', label: msg`Add`, path: paths.demo.invoiceAdd, ...demo },
      ]),
      group('apps-ecommerce', msg`eCommerce`, 'bag', [
        { id: 'apps-ecommerce-shop', label: msg`Shop`, path: paths.demo.shop, ...demo },
        { id: 'apps-ecommerce-wishlist', label: msg`Wishlist`, path: paths.demo.wishlist, ...demo },
        { id: 'apps-ecommerce-checkout', label: msg`Checkout`, path: paths.demo.checkout, ...demo },
      ]),
      group('apps-users', msg`Users`, 'users', [{ id: 'apps-users-list', label: msg`List`, path: paths.demo.users, ...demo }]),
    ],
  },
  {
    id: 'pages',
    label: msg`Pages`,
    items: [
      { id: 'pages-account-settings', label: msg`Account settings`, icon: 'sliders', path: paths.demo.accountSettings, ...demo },
      { id: 'pages-profile', label: msg`Profile`, icon: 'user', path: paths.demo.profile, ...demo },
      { id: 'pages-faq', label: msg`FAQ`, icon: 'help', path: paths.demo.faq, ...demo },
      { id: 'pages-knowledge-base', label: msg`Knowledge base`, icon: 'book', path: paths.demo.knowledgeBase, ...demo },
      { id: 'pages-pricing', label: msg`Pricing`, icon: 'dollar', path: paths.demo.pricing, ...demo },
      { id: 'pages-blog', label: msg`Blog`, icon: 'pen', path: paths.demo.blog, ...demo },
      group('pages-authentication', msg`Authentication`, 'lock', [
        { id: 'auth-login-v1', label: msg`Sign in`, path: paths.auth.loginV1, ...demo },
        { id: 'auth-forgot-v1', label: msg`Forgot password v1`, path: paths.auth.forgotPasswordV1, ...demo },
        { id: 'auth-forgot-v2', label: msg`Forgot password v2`, path: paths.auth.forgotPasswordV2, ...demo },
        { id: 'auth-reset-v1', label: msg`Reset password v1`, path: paths.auth.resetPasswordV1, ...demo },
        { id: 'auth-reset-v2', label: msg`Reset password v2`, path: paths.auth.resetPasswordV2, ...demo },
      ]),
      group('pages-misc', msg`Miscellaneous`, 'alert', [
        { id: 'misc-coming-soon', label: msg`Coming soon`, path: paths.misc.comingSoon, ...demo },
        { id: 'misc-not-authorized', label: msg`Not authorized`, path: paths.misc.notAuthorized, ...demo },
        { id: 'misc-maintenance', label: msg`Under maintenance`, path: paths.misc.underMaintenance, ...demo },
        { id: 'misc-error', label: msg`Error`, path: paths.misc.error, ...demo },
      ]),
      { id: 'access-control', label: msg`Access control`, applicantLabel: msg`Welcome`, icon: 'shield', path: paths.misc.accessControl, resource: 'ACL', action: 'read' },
    ],
  },
  {
    id: 'ui',
    label: msg`User interface`,
    items: [
      { id: 'ui-typography', label: msg`Typography`, icon: 'type', path: paths.demo.uiTypography, ...demo },
      { id: 'ui-colors', label: msg`Colors`, icon: 'droplet', path: paths.demo.uiColors, ...demo },
      { id: 'ui-icons', label: msg`Icons`, icon: 'star', path: paths.demo.uiIcons, ...demo },
      { id: 'ui-cards', label: msg`Cards`, icon: 'card', path: paths.demo.uiCards, ...demo },
      { id: 'ui-components', label: msg`Components`, icon: 'grid', path: paths.demo.uiComponents, ...demo },
      { id: 'ui-extensions', label: msg`Extensions`, icon: 'plus-square', path: paths.demo.uiExtensions, ...demo },
      { id: 'ui-page-layouts', label: msg`Page layouts`, icon: 'layout', path: paths.demo.uiPageLayouts, ...demo },
    ],
  },
  {
    id: 'forms',
    label: msg`Forms and tables`,
    items: [
      { id: 'forms-elements', label: msg`Form elements`, icon: 'form', path: paths.demo.formElements, ...demo },
      { id: 'forms-layout', label: msg`Form layout`, icon: 'layout', path: paths.demo.formLayout, ...demo },
      { id: 'forms-wizard', label: msg`Form wizard`, icon: 'steps', path: paths.demo.formWizard, ...demo },
      { id: 'forms-validation', label: msg`Form validation`, icon: 'check-circle', path: paths.demo.formValidation, ...demo },
      { id: 'forms-repeater', label: msg`Form repeater`, icon: 'repeat', path: paths.demo.formRepeater, ...demo },
      { id: 'tables', label: msg`Tables`, icon: 'table', path: paths.demo.tables, ...demo },
    ],
  },
  {
    id: 'charts-maps',
    label: msg`Charts and maps`,
    items: [
      { id: 'ui-charts', label: msg`Charts`, icon: 'bar-chart', path: paths.demo.uiCharts, ...demo },
      { id: 'ui-maps', label: msg`Maps`, icon: 'map', path: paths.demo.uiMaps, ...demo },
    ],
  },
];

function visible(item: MenuItem, ability: AppAbility): MenuItem | null {
  if (item.children) {
    const children = item.children.map((child) => visible(child, ability)).filter((c): c is MenuItem => c !== null);
    return children.length ? { ...item, children } : null;
  }
  if (!item.path) return null;
  if (item.resource && !ability.can(item.action ?? 'read', item.resource)) return null;
  return item.applicantLabel && ability.can('manage', 'Applicant') ? { ...item, label: item.applicantLabel } : item;
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
      // A route's pages are the paths that start as its pattern does, up to its first parameter.
      for (const route of item.pagesUnder ?? []) prefixes.push({ prefix: route.split(':')[0]!, path: item.path });
    }
    item.children?.forEach(collect);
  };
  sections.forEach((section) => section.items.forEach(collect));
  const exact = prefixes.find((p) => p.path === location);
  if (exact) return exact.path;
  const matches = prefixes.filter((p) => location.startsWith(p.prefix));
  return matches.sort((a, b) => b.prefix.length - a.prefix.length)[0]?.path ?? null;
}
