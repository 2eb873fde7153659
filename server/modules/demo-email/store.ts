import type { Static } from '@sinclair/typebox';
import { notFound } from '../../lib/http-errors.js';
import { richTextToPlain } from '../../lib/rich-text.js';
import { findOr404, search, sortItems } from '../../lib/demo-kit/list.js';
import { createAttachmentStore } from './attachments.js';
import { createMailWriter } from './mail-writer.js';
import type { DemoEmail, DemoEmailNeighbourQuerySchema, DemoEmailsQuerySchema, EMAIL_VIEWS, EmailLabel, UpdateDemoEmailsBodySchema } from './schemas.js';
import { seedDemoEmails } from './seed.js';

type EmailView = (typeof EMAIL_VIEWS)[number];
type EmailChanges = Static<typeof UpdateDemoEmailsBodySchema>['dataToUpdate'];
type ListQuery = Static<typeof DemoEmailsQuerySchema>;

/** trash shows the trash; starred shows starred e-mails outside the trash; any other folder never shows trash. */
const inView = (email: DemoEmail, view: EmailView) => {
  if (view === 'starred') return email.isStarred && email.folder !== 'trash';
  return email.folder === view;
};

/** The text of a message (for search), worked out once per version of the message. */
const plainText = new WeakMap<DemoEmail, { html: string; text: string }>();
function textOf(email: DemoEmail): string {
  const cached = plainText.get(email);
  if (cached?.html === email.message) return cached.text;
  const text = richTextToPlain(email.message);
  plainText.set(email, { html: email.message, text });
  return text;
}

/** The mailbox of one app instance: its e-mails and the files attached to them. */
export function createDemoEmailStore(start: Date) {
  const emails: DemoEmail[] = [];
  const inUse = (id: number) => emails.some((e) => e.attachments.some((a) => a.id === id) || [...e.replies, ...e.answers].some((r) => r.attachments.some((a) => a.id === id)));
  const attachments = createAttachmentStore(inUse);
  emails.push(...seedDemoEmails(start, attachments.seed));

  /** Every listed e-mail, or a 404 before anything changes. */
  const pick = (ids: number[]) => [...new Set(ids)].map((id) => findOr404(emails, id, 'E-mail'));

  const count = (test: (email: DemoEmail) => boolean) => emails.filter(test).length;

  /** One list as the app shows it: the view, the label, the search (subject, sender, text), newest first. */
  const listed = (query: ListQuery) => {
    const view = query.folder ?? 'inbox';
    const inFolder = emails.filter((email) => inView(email, view) && (!query.label || email.labels.includes(query.label)));
    const found = search(inFolder, query.q, (email) => [email.subject, email.from.name, email.from.email, textOf(email)]);
    return sortItems(found, (email) => Date.parse(email.time), true);
  };

  return {
    list(query: ListQuery) {
      return {
        emails: listed(query),
        emailsMeta: {
          inbox: count((e) => e.folder === 'inbox' && !e.isRead),
          draft: count((e) => e.folder === 'draft'),
          spam: count((e) => e.folder === 'spam' && !e.isRead),
        },
      };
    },

    update(ids: number[], changes: EmailChanges) {
      const targets = pick(ids);
      for (const email of targets) {
        Object.assign(email, changes);
        if (changes.folder) email.isDeleted = changes.folder === 'trash';
      }
      return targets;
    },

    toggleLabel(ids: number[], label: EmailLabel) {
      const targets = pick(ids);
      for (const email of targets) {
        email.labels = email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label];
      }
      return targets;
    },

    /**
     * The e-mail before or after `emailId`: in storage order, or, given a folder, in that list's
     * order (newest first: previous is the newer one).
     */
    neighbour(query: Static<typeof DemoEmailNeighbourQuerySchema>) {
      const { emailId, dir, folder } = query;
      const current = findOr404(emails, emailId, 'E-mail');
      const order = folder ? listed({ folder, label: query.label, q: query.q }) : emails;
      const index = order.indexOf(current);
      if (index < 0) throw notFound(`E-mail ${emailId} is not in this list`);
      const found = order[dir === 'next' ? index + 1 : index - 1];
      if (!found) throw notFound(`E-mail ${emailId} has no ${dir} e-mail`);
      return found;
    },

    ...createMailWriter(emails, attachments),
    attachments,
  };
}
