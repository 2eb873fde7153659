/** The careers product's pages (common/paths.ts). */
/** The public pages, rendered on the server too. */
export const home = '/careers';
export const jobs = '/careers/jobs';
export const job = '/careers/job/:id';
/** The accessibility statement, with its feedback form (issue 35). */
export const accessibility = '/careers/accessibility';

/** The applicant's. */
export const activateAccount = '/careers/activate-account';
export const myApplications = '/careers/my-applications';
export const myApplication = '/careers/my-application/:id';
export const profile = '/careers/profile';
export const accountSettings = '/careers/account-setting';

/** The staff's. */
export const application = '/careers/single-application/:id';
export const adminJobs = '/careers/admin/jobs';
export const adminApplications = '/careers/admin/applications';
export const adminMail = '/careers/admin/mail';
export const adminAudit = '/careers/admin/audit';
export const adminFairness = '/careers/admin/fairness';
export const adminStaff = '/careers/admin/staff';
export const adminStaffMember = '/careers/admin/staff/:id';
export const adminStaffInvite = '/careers/admin/staff/invite';
export const adminAccessibilityFeedback = '/careers/admin/accessibility-feedback';

/** A staff invitation's link: set a password, then sign in (public). */
export const staffInvitation = '/careers/staff-invitation';

/** Job alerts: the applicant's list, and the pages an alert e-mail's links open (by token, no sign-in). */
export const myJobAlerts = '/careers/job-alerts';
export const jobAlertManage = '/careers/job-alerts/manage';
export const jobAlertConfirm = '/careers/job-alerts/confirm';
/** Shortlisting (issue 27): the panel's sift queue, scoring one application, closing a job's sift. */
export const adminSift = '/careers/admin/sift';
export const adminSiftApplication = '/careers/admin/sift/application/:id';
export const adminSiftClose = '/careers/admin/sift/job/:id/close';

/** Interviews (issue 28): the applicant's booking page (e-mailed), a job's interview rounds. */
export const myInterview = '/careers/my-application/:id/interview';
export const adminInterviewRounds = '/careers/admin/jobs/:id/interviews';
/** The panel calendar across jobs, and a panel member's "my interviews" (`?mine=true`). */
export const adminInterviews = '/careers/admin/interviews';
/** A referee's page (issue 30): the e-mailed link's token in the query, no sign-in. */
export const reference = '/careers/reference';
/** Offers and pre-employment checks (issue 29): the applicant's offer, the checks board, occupational health's queue. */
export const myOffer = '/careers/my-application/:id/offer';
export const adminOfferChecks = '/careers/admin/offer-checks';
export const adminHealthChecks = '/careers/admin/health-checks';
export const adminCheckTypes = '/careers/admin/check-types';
