import type { Static } from '@sinclair/typebox';
import { notFound } from '../../lib/http-errors.js';
import { findOr404, search, sortItems } from '../demo-kit/list.js';
import type { DemoEmail, DemoEmailsQuerySchema, EMAIL_VIEWS, EmailLabel, UpdateDemoEmailsBodySchema } from './schemas.js';
import { seedDemoEmails } from './seed.js';

type EmailView = (typeof EMAIL_VIEWS)[number];
type EmailChanges = Static<typeof UpdateDemoEmailsBodySchema>['dataToUpdate'];

/** trash shows the trash; starred shows starred e-mails outside the trash; any other folder never shows trash. */
const inView = (email: DemoEmail, view: EmailView) => {
  if (view === 'starred') return email.isStarred && email.folder !== 'trash';
  return email.folder === view;
};

/** The mailbox of one app instance. */
export function createDemoEmailStore(start: Date) {
  const emails = seedDemoEmails(start);

  /** Every listed e-mail, or a 404 before anything changes. */
  const pick = (ids: number[]) => [...new Set(ids)].map((id) => findOr404(emails, id, 'E-mail'));

  const count = (test: (email: DemoEmail) => boolean) => emails.filter(test).length;

  return {
    list(query: Static<typeof DemoEmailsQuerySchema>) {
      const view = query.folder ?? 'inbox';
      const inFolder = emails.filter((email) => inView(email, view) && (!query.label || email.labels.includes(query.label)));
      const found = search(inFolder, query.q, (email) => [email.subject]);
      return {
        emails: sortItems(found, (email) => Date.parse(email.time), true),
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

    /** The e-mail before or after `emailId` in storage order. */
    neighbour(emailId: number, dir: 'previous' | 'next') {
      const index = emails.indexOf(findOr404(emails, emailId, 'E-mail'));
      const found = emails[dir === 'next' ? index + 1 : index - 1];
      if (!found) throw notFound(`E-mail ${emailId} has no ${dir} e-mail`);
      return found;
    },
  };
}
