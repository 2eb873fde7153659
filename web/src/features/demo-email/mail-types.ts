import type { components } from '../../api/schema';

/** The demo mailbox's shapes, as the API gives them. */
export type Email = components['schemas']['DemoEmail'];
export type EarlierMessage = components['schemas']['DemoEmailReply'];
export type Attachment = components['schemas']['DemoEmailAttachment'];
export type Addressee = { name: string; email: string };

/** The lists of the sidebar: the inbox and the folder routes. */
export const MAIL_VIEWS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type MailView = (typeof MAIL_VIEWS)[number];
export const MAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type MailLabel = (typeof MAIL_LABELS)[number];
/** Where e-mails can be moved from the list or the open e-mail. */
export const MOVE_TARGETS = ['inbox', 'spam', 'trash'] as const;
export type MoveTarget = (typeof MOVE_TARGETS)[number];

/** The list a route shows: a folder (the inbox by default) or a label (over the inbox). */
export interface MailListKey {
  view: MailView;
  label?: MailLabel;
  q: string;
}

