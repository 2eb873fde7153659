import { isMailAddress } from '../../../../../common/demo-email-rules';
import { type Addressee, type Attachment, type Email } from '../mail-types';

/** What the compose window holds: the fields of the e-mail and where it comes from. */
export interface ComposeState {
  /** The draft this is saved in, once saved (or when a draft was reopened). */
  draftId?: number;
  /** The e-mail answered or forwarded. */
  inReplyTo?: number;
  kind: 'new' | 'reply' | 'forward' | 'draft';
  to: Addressee[];
  cc: Addressee[];
  bcc: Addressee[];
  subject: string;
  message: string;
  attachments: Attachment[];
}

export const blankCompose = (): ComposeState => ({ kind: 'new', to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] });

/** "Re: Budget" once, however often it is answered. */
const prefixed = (prefix: string, subject: string) => (subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`);

/** A recipient known only by address. */
export const byAddress = (email: string): Addressee => ({ name: '', email });

/**
 * Reply (to the sender) or reply all (also everyone else of To and Cc, never the mailbox itself:
 * `mailbox` is its address, the signed-in person's, as the server shows the mailbox's owner).
 */
export function replyTo(email: Email, all: boolean, mailbox: string): ComposeState {
  const notMine = (address: string) => address.toLowerCase() !== mailbox.toLowerCase();
  const sentByMe = !notMine(email.from.email);
  const to: Addressee[] = sentByMe ? email.to.filter((r) => notMine(r.email)).map(({ name, email: e }) => ({ name, email: e })) : [{ name: email.from.name, email: email.from.email }];
  if (all && !sentByMe) {
    for (const r of email.to) if (notMine(r.email) && !to.some((t) => t.email === r.email)) to.push({ name: r.name, email: r.email });
  }
  const cc = all ? email.cc.filter((address) => notMine(address) && !to.some((t) => t.email === address)).map(byAddress) : [];
  return { ...blankCompose(), kind: 'reply', inReplyTo: email.id, to, cc, subject: prefixed('Re:', email.subject) };
}

/** Forward: the subject, the message quoted under `header`, and the attachments. */
export function forwardOf(email: Email, header: string): ComposeState {
  return {
    ...blankCompose(),
    kind: 'forward',
    inReplyTo: email.id,
    subject: prefixed('Fwd:', email.subject),
    message: `<p><br></p><p>${escapeHtml(header)}</p><blockquote>${email.message}</blockquote>`,
    attachments: email.attachments,
  };
}

/** A draft reopened as it was saved. */
export function fromDraft(email: Email): ComposeState {
  return {
    kind: 'draft',
    draftId: email.id,
    to: email.to.map(({ name, email: e }) => ({ name, email: e })),
    cc: email.cc.map(byAddress),
    bcc: email.bcc.map(byAddress),
    subject: email.subject,
    message: email.message,
    attachments: email.attachments,
  };
}

/** Whether the user wrote anything beyond what the window opened with. */
export function hasChanges(state: ComposeState, opened: ComposeState): boolean {
  return JSON.stringify(fieldsOf(state)) !== JSON.stringify(fieldsOf(opened));
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/** The fields as the API takes them (an empty editor, `<p></p>`, is an empty message). */
export function fieldsOf(state: ComposeState) {
  return {
    to: state.to,
    cc: state.cc.map((r) => r.email),
    bcc: state.bcc.map((r) => r.email),
    subject: state.subject.trim(),
    message: textOf(state.message) || /<img/i.test(state.message) ? state.message : '',
    attachmentIds: state.attachments.map((a) => a.id),
    ...(state.inReplyTo ? { inReplyTo: state.inReplyTo } : {}),
  };
}

/** Addresses typed into a recipient field: split at commas, semicolons and spaces. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((part) => part.trim().replace(/^<|>$/g, ''))
    .filter(Boolean);
}

export type AddressCheck = { valid: string[]; invalid: string[] };

/** The typed addresses the server will take, and the ones it will not. */
export function checkAddresses(text: string): AddressCheck {
  const parts = splitAddresses(text);
  return { valid: parts.filter(isMailAddress), invalid: parts.filter((p) => !isMailAddress(p)) };
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
