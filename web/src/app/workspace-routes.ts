import { msg } from '@lingui/core/macro';
import type { AppRoute } from './route-types';

/**
 * The routes past the public careers pages: the way in (sign in, register, activation), the
 * applicant's and the staff's pages, the miscellaneous pages and the demo apps. This table is
 * fetched for the first of them (app/router.tsx), with its pages' chunk names and preload lists,
 * and their titles are in the `workspace` catalog (lib/catalog-areas.ts): the public pages carry
 * neither.
 */

export const EMAIL_FOLDERS = ['sent', 'draft', 'starred', 'spam', 'trash'] as const;
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const;
export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;

const full = 'full' as const;
const auth = { resource: 'Auth' as const, layout: full };
const demo = { resource: 'Demo' as const };

export const workspaceRoutes: AppRoute[] = [
  // Careers (product)
  { path: '/careers/activate-account', load: () => import('../features/auth/activate-account'), meta: { title: msg`Activate your account`, public: true, layout: full } },
  { path: '/careers/my-applications', load: () => import('../features/applicant/my-applications-page'), meta: { title: msg`My applications`, resource: 'Applicant', layout: full } },
  { path: '/careers/my-application/:id', load: () => import('../features/applicant/my-application-page'), meta: { title: msg`Job Details`, resource: 'Applicant' } },
  { path: '/careers/profile', load: () => import('../features/applicant/profile-page'), meta: { title: msg`Applicant Details`, resource: 'Applicant', layout: full } },
  { path: '/careers/account-setting', load: () => import('../features/applicant/account-settings-page'), meta: { title: msg`Account Settings`, resource: 'Applicant' } },
  { path: '/careers/single-application/:id', load: () => import('../features/careers-admin/applications/application-page'), meta: { title: msg`Application`, resource: 'Application' } },
  { path: '/careers/admin/jobs', load: () => import('../features/careers-admin/admin-jobs-page'), meta: { title: msg`Manage jobs`, resource: 'Job' } },
  { path: '/careers/admin/applications', load: () => import('../features/careers-admin/applications/applications-page'), meta: { title: msg`Applications`, resource: 'Application' } },
  { path: '/careers/admin/mail', load: () => import('../features/careers-admin/mail-log/mail-log-page'), meta: { title: msg`Mail log`, resource: 'Mail', action: 'manage' } },

  // Authentication
  { path: '/login', load: () => import('../features/auth/login-page'), meta: { title: msg`Sign in`, ...auth, redirectIfLoggedIn: true } },
  { path: '/register', load: () => import('../features/auth/register-page'), meta: { title: msg`Create an account`, ...auth, redirectIfLoggedIn: true } },
  { path: '/forgot-password', load: () => import('../features/auth/forgot-password-page'), meta: { title: msg`Forgot password`, ...auth, redirectIfLoggedIn: true } },
  { path: '/pages/authentication/login-v1', load: () => import('../features/auth/login-v1'), meta: { title: msg`Sign in`, ...auth } },
  { path: '/pages/authentication/forgot-password-v1', load: () => import('../features/auth/forgot-password-v1'), meta: { title: msg`Forgot password`, ...auth } },
  { path: '/pages/authentication/forgot-password-v2', load: () => import('../features/auth/forgot-password-page'), meta: { title: msg`Forgot password`, ...auth } },
  { path: '/pages/authentication/reset-password-v1', load: () => import('../features/auth/reset-password-v1'), meta: { title: msg`Reset password`, ...auth } },
  { path: '/pages/authentication/reset-password-v2', load: () => import('../features/auth/reset-password-page'), meta: { title: msg`Reset password`, ...auth } },

  // Miscellaneous
  { path: '/pages/miscellaneous/coming-soon', load: () => import('../features/misc/coming-soon'), meta: { title: msg`Coming soon`, ...auth } },
  { path: '/pages/miscellaneous/not-authorized', load: () => import('../features/misc/not-authorized'), meta: { title: msg`Not authorized`, ...auth } },
  { path: '/pages/miscellaneous/under-maintenance', load: () => import('../features/misc/under-maintenance'), meta: { title: msg`Under maintenance`, ...auth } },
  { path: '/pages/miscellaneous/error', load: () => import('../features/misc/error-page'), meta: { title: msg`Error`, ...auth } },
  { path: '/error-404', load: () => import('../features/misc/error-404'), meta: { title: msg`Page not found`, ...auth } },
  { path: '/access-control', load: () => import('../features/misc/access-control'), meta: { title: msg`Access control`, resource: 'ACL', action: 'read' } },

  // Template demo areas
  { path: '/dashboard/analytics', load: () => import('../features/demo-dashboards/analytics-page'), meta: { title: msg`Analytics`, ...demo } },
  { path: '/dashboard/ecommerce', load: () => import('../features/demo-dashboards/ecommerce-page'), meta: { title: msg`eCommerce dashboard`, ...demo } },
  { path: '/apps/calendar', load: () => import('../features/demo-calendar/calendar-page'), meta: { title: msg`Calendar`, ...demo } },
  { path: '/apps/email', load: () => import('../features/demo-email/email-page'), meta: { title: msg`Email`, ...demo } },
  { path: '/apps/email/label/:label', load: () => import('../features/demo-email/email-page'), meta: { title: msg`Email`, ...demo, params: { label: EMAIL_LABELS } } },
  { path: '/apps/email/:folder', load: () => import('../features/demo-email/email-page'), meta: { title: msg`Email`, ...demo, params: { folder: EMAIL_FOLDERS } } },
  { path: '/apps/todo', load: () => import('../features/demo-todo/todo-page'), meta: { title: msg`Todo`, ...demo } },
  { path: '/apps/todo/tag/:tag', load: () => import('../features/demo-todo/todo-page'), meta: { title: msg`Todo`, ...demo, params: { tag: TODO_TAGS } } },
  { path: '/apps/todo/:filter', load: () => import('../features/demo-todo/todo-page'), meta: { title: msg`Todo`, ...demo, params: { filter: TODO_FILTERS } } },
  { path: '/apps/chat', load: () => import('../features/demo-chat/chat-page'), meta: { title: msg`Chat`, ...demo } },
  { path: '/apps/e-commerce/shop', load: () => import('../features/demo-shop/shop-page'), meta: { title: msg`Shop`, ...demo } },
  { path: '/apps/e-commerce/wishlist', load: () => import('../features/demo-shop/wishlist-page'), meta: { title: msg`Wishlist`, ...demo } },
  { path: '/apps/e-commerce/checkout', load: () => import('../features/demo-shop/checkout-page'), meta: { title: msg`Checkout`, ...demo } },
  { path: '/apps/e-commerce/:slug', load: () => import('../features/demo-shop/product-page'), meta: { title: msg`Product details`, ...demo } },
  { path: '/apps/users/list', load: () => import('../features/demo-users/users-list-page'), meta: { title: msg`Users`, ...demo } },
  { path: '/apps/users/view/:id', load: () => import('../features/demo-users/user-view-page'), meta: { title: msg`User`, ...demo } },
  { path: '/apps/users/edit/:id', load: () => import('../features/demo-users/user-edit-page'), meta: { title: msg`Edit user`, ...demo } },
  { path: '/apps/invoice/list', load: () => import('../features/demo-invoice/invoice-list-page'), meta: { title: msg`Invoices`, ...demo } },
  { path: '/apps/invoice/preview/:id', load: () => import('../features/demo-invoice/invoice-preview-page'), meta: { title: msg`Invoice`, ...demo } },
  { path: '/apps/invoice/add', load: () => import('../features/demo-invoice/invoice-add-page'), meta: { title: msg`New invoice`, ...demo } },
  { path: '/apps/invoice/edit/:id', load: () => import('../features/demo-invoice/invoice-edit-page'), meta: { title: msg`Edit invoice`, ...demo } },
  { path: '/pages/account-settings', load: () => import('../features/demo-account/account-settings-page'), meta: { title: msg`Account settings`, ...demo } },
  { path: '/pages/account-setting', load: () => import('../features/demo-account/account-setting-redirect'), meta: { title: msg`Account settings`, ...demo } },
  { path: '/pages/profile', load: () => import('../features/demo-profile/profile-page'), meta: { title: msg`Profile`, ...demo } },
  { path: '/pages/faq', load: () => import('../features/demo-faq/faq-page'), meta: { title: msg`FAQ`, ...demo } },
  { path: '/pages/knowledge-base', load: () => import('../features/demo-kb/kb-page'), meta: { title: msg`Knowledge base`, ...demo } },
  { path: '/pages/knowledge-base/:category', load: () => import('../features/demo-kb/kb-category-page'), meta: { title: msg`Knowledge base`, ...demo } },
  { path: '/pages/knowledge-base/:category/:slug', load: () => import('../features/demo-kb/kb-question-page'), meta: { title: msg`Knowledge base`, ...demo } },
  { path: '/pages/pricing', load: () => import('../features/demo-pricing/pricing-page'), meta: { title: msg`Pricing`, ...demo } },
  { path: '/pages/blog/list', load: () => import('../features/demo-blog/blog-list-page'), meta: { title: msg`Blog`, ...demo } },
  { path: '/pages/blog/edit/:id', load: () => import('../features/demo-blog/blog-edit-page'), meta: { title: msg`Edit post`, ...demo } },
  { path: '/pages/blog/:id', load: () => import('../features/demo-blog/blog-post-page'), meta: { title: msg`Blog post`, ...demo } },
  { path: '/ui/card', load: () => import('../features/demo-ui/cards-page'), meta: { title: msg`Cards`, ...demo } },
  { path: '/ui/components', load: () => import('../features/demo-ui/components-page'), meta: { title: msg`Components`, ...demo } },
  { path: '/ui/extensions', load: () => import('../features/demo-ui/extensions-page'), meta: { title: msg`Extensions`, ...demo } },
  { path: '/ui/typography', load: () => import('../features/demo-ui/typography-page'), meta: { title: msg`Typography`, ...demo } },
  { path: '/ui/colors', load: () => import('../features/demo-ui/colors-page'), meta: { title: msg`Colors`, ...demo } },
  { path: '/ui/feather-icons', load: () => import('../features/demo-ui/icons-page'), meta: { title: msg`Icons`, ...demo } },
  { path: '/ui/page-layouts', load: () => import('../features/demo-ui/page-layouts-page'), meta: { title: msg`Page layouts`, ...demo } },
  { path: '/ui/charts', load: () => import('../features/demo-ui/charts-page'), meta: { title: msg`Charts`, ...demo } },
  { path: '/ui/maps', load: () => import('../features/demo-ui/maps-page'), meta: { title: msg`Maps`, ...demo } },
  { path: '/forms/elements', load: () => import('../features/demo-forms/elements-page'), meta: { title: msg`Form elements`, ...demo } },
  { path: '/forms/layout', load: () => import('../features/demo-forms/layout-page'), meta: { title: msg`Form layout`, ...demo } },
  { path: '/forms/wizard', load: () => import('../features/demo-forms/wizard-page'), meta: { title: msg`Form wizard`, ...demo } },
  { path: '/forms/validation', load: () => import('../features/demo-forms/validation-page'), meta: { title: msg`Form validation`, ...demo } },
  { path: '/forms/repeater', load: () => import('../features/demo-forms/repeater-page'), meta: { title: msg`Form repeater`, ...demo } },
  { path: '/tables', load: () => import('../features/demo-tables/tables-page'), meta: { title: msg`Tables`, ...demo } },
];
