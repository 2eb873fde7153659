/** The vocabulary of the accessibility feedback form (issue 35), shared by the database, the API and the SPA. */

/** Report a problem, ask for an adjustment, or ask for the application in another format. */
export const FEEDBACK_KINDS = ['problem', 'adjustment', 'format'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** How the sender wants the answer. */
export const CONTACT_PREFERENCES = ['email', 'phone'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** Open until a member of staff marks it handled. */
export const FEEDBACK_STATUSES = ['open', 'handled'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_LIMITS = { name: 200, email: 254, phone: 40, message: 4000, format: 200, page: 500, note: 2000 } as const;
