import { msg } from '@lingui/core/macro';
import type { AppRoute } from './route-types';
import * as paths from '../../../common/paths';

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
  { path: paths.careers.activateAccount, load: () => import('../features/auth/activate-account'), meta: { title: msg`Activate your account`, public: true, layout: full } },
  { path: paths.careers.myApplications, load: () => import('../features/applicant/my-applications-page'), meta: { title: msg`My applications`, resource: 'Applicant', layout: full } },
  { path: paths.careers.myApplication, load: () => import('../features/applicant/my-application-page'), meta: { title: msg`Job Details`, resource: 'Applicant' } },
  { path: paths.careers.myInterview, load: () => import('../features/applicant/interview/my-interview-page'), meta: { title: msg`Your interview`, resource: 'Applicant' } },
  { path: paths.careers.myOffer, load: () => import('../features/applicant/offer/my-offer-page'), meta: { title: msg`Your offer`, resource: 'Applicant' } },
  { path: paths.careers.profile, load: () => import('../features/applicant/profile-page'), meta: { title: msg`Applicant Details`, resource: 'Applicant', layout: full } },
  { path: paths.careers.myJobAlerts, load: () => import('../features/applicant/alerts/my-alerts-page'), meta: { title: msg`My job alerts`, resource: 'Applicant', layout: full } },
  { path: paths.careers.jobAlertManage, load: () => import('../features/applicant/alerts/manage-page'), meta: { title: msg`Your job alert`, public: true, layout: full } },
  { path: paths.careers.jobAlertConfirm, load: () => import('../features/applicant/alerts/confirm-page'), meta: { title: msg`Confirm your job alert`, public: true, layout: full } },
  { path: paths.careers.reference, load: () => import('../features/referee/referee-page'), meta: { title: msg`Give a reference`, public: true, layout: full } },
  { path: paths.careers.accountSettings, load: () => import('../features/applicant/account-settings-page'), meta: { title: msg`Account Settings`, resource: 'Applicant' } },
  { path: paths.careers.application, load: () => import('../features/careers-admin/applications/application-page'), meta: { title: msg`Application`, resource: 'Application' } },
  { path: paths.careers.adminJobs, load: () => import('../features/careers-admin/admin-jobs-page'), meta: { title: msg`Manage jobs`, resource: 'Job' } },
  { path: paths.careers.adminInterviewRounds, load: () => import('../features/careers-admin/interviews/interview-rounds-page'), meta: { title: msg`Interviews`, resource: 'Job', action: 'read' } },
  { path: paths.careers.adminInterviews, load: () => import('../features/careers-admin/interviews/calendar-page'), meta: { title: msg`Interview calendar`, resource: 'Job', action: 'read' } },
  { path: paths.careers.adminApplications, load: () => import('../features/careers-admin/applications/applications-page'), meta: { title: msg`Applications`, resource: 'Application' } },
  { path: paths.careers.adminMail, load: () => import('../features/careers-admin/mail-log/mail-log-page'), meta: { title: msg`Mail log`, resource: 'Mail', action: 'manage' } },
  { path: paths.careers.adminAudit, load: () => import('../features/careers-admin/audit-log/audit-log-page'), meta: { title: msg`Audit log`, resource: 'AuditLog', action: 'read' } },
  { path: paths.careers.adminFairness, load: () => import('../features/careers-admin/fairness/fairness-page'), meta: { title: msg`Fairness report`, resource: 'EqualOpportunities', action: 'read' } },
  { path: paths.careers.adminStaff, load: () => import('../features/careers-admin/staff/staff-page'), meta: { title: msg`Staff`, resource: 'Staff', action: 'manage' } },
  {
    path: paths.careers.adminAccessibilityFeedback,
    load: () => import('../features/careers-admin/accessibility-feedback/feedback-page'),
    meta: { title: msg`Accessibility feedback`, resource: 'AccessibilityFeedback', action: 'manage' },
  },
  { path: paths.careers.adminSift, load: () => import('../features/careers-admin/sift/sift-queue-page'), meta: { title: msg`Shortlisting`, resource: 'Job', action: 'read' } },
  { path: paths.careers.adminSiftApplication, load: () => import('../features/careers-admin/sift/scoring-page'), meta: { title: msg`Score an application`, resource: 'Job', action: 'read' } },
  { path: paths.careers.adminSiftClose, load: () => import('../features/careers-admin/sift/close-sift-page'), meta: { title: msg`Close the sift`, resource: 'Job', action: 'read' } },
  { path: paths.careers.adminOfferChecks, load: () => import('../features/careers-admin/offers/checks-board-page'), meta: { title: msg`Pre-employment checks`, resource: 'Application', action: 'read' } },
  { path: paths.careers.adminHealthChecks, load: () => import('../features/careers-admin/offers/health-queue-page'), meta: { title: msg`Occupational health`, resource: 'HealthCheck', action: 'manage' } },
  { path: paths.careers.adminCheckTypes, load: () => import('../features/careers-admin/offers/check-types-page'), meta: { title: msg`Check catalogue`, resource: 'CheckType', action: 'manage' } },
  // Before the member's route, which would take "invite" for an id.
  { path: paths.careers.adminStaffInvite, load: () => import('../features/careers-admin/staff/invite-page'), meta: { title: msg`Invite a member of staff`, resource: 'Staff', action: 'manage' } },
  { path: paths.careers.adminStaffMember, load: () => import('../features/careers-admin/staff/staff-member-page'), meta: { title: msg`Staff member`, resource: 'Staff', action: 'manage' } },
  { path: paths.careers.staffInvitation, load: () => import('../features/auth/staff-invitation-page'), meta: { title: msg`Set up your staff account`, public: true, layout: full } },

  // Authentication
  { path: paths.auth.login, load: () => import('../features/auth/login-page'), meta: { title: msg`Sign in`, ...auth, redirectIfLoggedIn: true } },
  { path: paths.auth.register, load: () => import('../features/auth/register-page'), meta: { title: msg`Create an account`, ...auth, redirectIfLoggedIn: true } },
  { path: paths.auth.forgotPassword, load: () => import('../features/auth/forgot-password-page'), meta: { title: msg`Forgot password`, ...auth, redirectIfLoggedIn: true } },
  { path: paths.auth.loginV1, load: () => import('../features/auth/login-v1'), meta: { title: msg`Sign in`, ...auth } },
  { path: paths.auth.forgotPasswordV1, load: () => import('../features/auth/forgot-password-v1'), meta: { title: msg`Forgot password`, ...auth } },
  { path: paths.auth.forgotPasswordV2, load: () => import('../features/auth/forgot-password-page'), meta: { title: msg`Forgot password`, ...auth } },
  { path: paths.auth.resetPasswordV1, load: () => import('../features/auth/reset-password-v1'), meta: { title: msg`Reset password`, ...auth } },
  { path: paths.auth.resetPasswordV2, load: () => import('../features/auth/reset-password-page'), meta: { title: msg`Reset password`, ...auth } },

  // Miscellaneous
  { path: paths.misc.comingSoon, load: () => import('../features/misc/coming-soon'), meta: { title: msg`Coming soon`, ...auth } },
  { path: paths.misc.notAuthorized, load: () => import('../features/misc/not-authorized'), meta: { title: msg`Not authorized`, ...auth } },
  { path: paths.misc.underMaintenance, load: () => import('../features/misc/under-maintenance'), meta: { title: msg`Under maintenance`, ...auth } },
  { path: paths.misc.error, load: () => import('../features/misc/error-page'), meta: { title: msg`Error`, ...auth } },
  { path: paths.misc.notFound, load: () => import('../features/misc/error-404'), meta: { title: msg`Page not found`, ...auth } },
  { path: paths.misc.accessControl, load: () => import('../features/misc/access-control'), meta: { title: msg`Access control`, applicantTitle: msg`Welcome`, resource: 'ACL', action: 'read' } },

  // Template demo areas
  { path: paths.demo.dashboardAnalytics, load: () => import('../features/demo-dashboards/analytics-page'), meta: { title: msg`Analytics`, ...demo } },
  { path: paths.demo.dashboardEcommerce, load: () => import('../features/demo-dashboards/ecommerce-page'), meta: { title: msg`eCommerce dashboard`, ...demo } },
  { path: paths.demo.calendar, load: () => import('../features/demo-calendar/calendar-page'), meta: { title: msg`Calendar`, ...demo } },
  { path: paths.demo.email, load: () => import('../features/demo-email/email-page'), meta: { title: msg`Email`, ...demo } },
  { path: paths.demo.emailLabel, load: () => import('../features/demo-email/email-page'), meta: { title: msg`Email`, ...demo, params: { label: EMAIL_LABELS } } },
  { path: paths.demo.emailFolder, load: () => import('../features/demo-email/email-page'), meta: { title: msg`Email`, ...demo, params: { folder: EMAIL_FOLDERS } } },
  { path: paths.demo.todo, load: () => import('../features/demo-todo/todo-page'), meta: { title: msg`Todo`, ...demo } },
  { path: paths.demo.todoTag, load: () => import('../features/demo-todo/todo-page'), meta: { title: msg`Todo`, ...demo, params: { tag: TODO_TAGS } } },
  { path: paths.demo.todoFilter, load: () => import('../features/demo-todo/todo-page'), meta: { title: msg`Todo`, ...demo, params: { filter: TODO_FILTERS } } },
  { path: paths.demo.chat, load: () => import('../features/demo-chat/chat-page'), meta: { title: msg`Chat`, ...demo } },
  { path: paths.demo.shop, load: () => import('../features/demo-shop/shop-page'), meta: { title: msg`Shop`, ...demo } },
  { path: paths.demo.wishlist, load: () => import('../features/demo-shop/wishlist-page'), meta: { title: msg`Wishlist`, ...demo } },
  { path: paths.demo.checkout, load: () => import('../features/demo-shop/checkout-page'), meta: { title: msg`Checkout`, ...demo } },
  { path: paths.demo.product, load: () => import('../features/demo-shop/product-page'), meta: { title: msg`Product details`, ...demo } },
  { path: paths.demo.users, load: () => import('../features/demo-users/users-list-page'), meta: { title: msg`Users`, ...demo } },
  { path: paths.demo.user, load: () => import('../features/demo-users/user-view-page'), meta: { title: msg`User`, ...demo } },
  { path: paths.demo.userEdit, load: () => import('../features/demo-users/user-edit-page'), meta: { title: msg`Edit user`, ...demo } },
  { path: paths.demo.invoices, load: () => import('../features/demo-invoice/invoice-list-page'), meta: { title: msg`Invoices`, ...demo } },
  { path: paths.demo.invoice, load: () => import('../features/demo-invoice/invoice-preview-page'), meta: { title: msg`Invoice`, ...demo } },
  { path: paths.demo.invoiceAdd, load: () => import('../features/demo-invoice/invoice-add-page'), meta: { title: msg`New invoice`, ...demo } },
  { path: paths.demo.invoiceEdit, load: () => import('../features/demo-invoice/invoice-edit-page'), meta: { title: msg`Edit invoice`, ...demo } },
  { path: paths.demo.accountSettings, load: () => import('../features/demo-account/account-settings-page'), meta: { title: msg`Account settings`, ...demo } },
  { path: paths.demo.accountSetting, load: () => import('../features/demo-account/account-setting-redirect'), meta: { title: msg`Account settings`, ...demo } },
  { path: paths.demo.profile, load: () => import('../features/demo-profile/profile-page'), meta: { title: msg`Profile`, ...demo } },
  { path: paths.demo.faq, load: () => import('../features/demo-faq/faq-page'), meta: { title: msg`FAQ`, ...demo } },
  { path: paths.demo.knowledgeBase, load: () => import('../features/demo-kb/kb-page'), meta: { title: msg`Knowledge base`, ...demo } },
  { path: paths.demo.kbCategory, load: () => import('../features/demo-kb/kb-category-page'), meta: { title: msg`Knowledge base`, ...demo } },
  { path: paths.demo.kbQuestion, load: () => import('../features/demo-kb/kb-question-page'), meta: { title: msg`Knowledge base`, ...demo } },
  { path: paths.demo.pricing, load: () => import('../features/demo-pricing/pricing-page'), meta: { title: msg`Pricing`, ...demo } },
  { path: paths.demo.blog, load: () => import('../features/demo-blog/blog-list-page'), meta: { title: msg`Blog`, ...demo } },
  { path: paths.demo.blogEdit, load: () => import('../features/demo-blog/blog-edit-page'), meta: { title: msg`Edit post`, ...demo } },
  { path: paths.demo.blogPost, load: () => import('../features/demo-blog/blog-post-page'), meta: { title: msg`Blog post`, ...demo } },
  { path: paths.demo.uiCards, load: () => import('../features/demo-ui/cards-page'), meta: { title: msg`Cards`, ...demo } },
  { path: paths.demo.uiComponents, load: () => import('../features/demo-ui/components-page'), meta: { title: msg`Components`, ...demo } },
  { path: paths.demo.uiExtensions, load: () => import('../features/demo-ui/extensions-page'), meta: { title: msg`Extensions`, ...demo } },
  { path: paths.demo.uiTypography, load: () => import('../features/demo-ui/typography-page'), meta: { title: msg`Typography`, ...demo } },
  { path: paths.demo.uiColors, load: () => import('../features/demo-ui/colors-page'), meta: { title: msg`Colors`, ...demo } },
  { path: paths.demo.uiIcons, load: () => import('../features/demo-ui/icons-page'), meta: { title: msg`Icons`, ...demo } },
  { path: paths.demo.uiPageLayouts, load: () => import('../features/demo-ui/page-layouts-page'), meta: { title: msg`Page layouts`, ...demo } },
  { path: paths.demo.uiCharts, load: () => import('../features/demo-ui/charts-page'), meta: { title: msg`Charts`, ...demo } },
  { path: paths.demo.uiMaps, load: () => import('../features/demo-ui/maps-page'), meta: { title: msg`Maps`, ...demo } },
  { path: paths.demo.formElements, load: () => import('../features/demo-forms/elements-page'), meta: { title: msg`Form elements`, ...demo } },
  { path: paths.demo.formLayout, load: () => import('../features/demo-forms/layout-page'), meta: { title: msg`Form layout`, ...demo } },
  { path: paths.demo.formWizard, load: () => import('../features/demo-forms/wizard-page'), meta: { title: msg`Form wizard`, ...demo } },
  { path: paths.demo.formValidation, load: () => import('../features/demo-forms/validation-page'), meta: { title: msg`Form validation`, ...demo } },
  { path: paths.demo.formRepeater, load: () => import('../features/demo-forms/repeater-page'), meta: { title: msg`Form repeater`, ...demo } },
  { path: paths.demo.tables, load: () => import('../features/demo-tables/tables-page'), meta: { title: msg`Tables`, ...demo } },
];
