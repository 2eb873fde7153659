import { conflict, HttpError } from '../../lib/http-errors.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { findOr404, nextId } from '../../lib/demo-kit/list.js';
import type { AttachmentStore } from './attachments.js';
import type { DemoEmailDraftFields } from './compose-schemas.js';
import type { DemoEmail, DemoEmailReply } from './schemas.js';
import { MAILBOX_OWNER } from './seed.js';

/** At most this many e-mails in one mailbox, and this many characters of message HTML in all of them. */
export const MAILBOX_MAX_EMAILS = 2000;
export const MAILBOX_MAX_TEXT = 5_000_000;
/** A reply keeps at most this many earlier messages of its thread (the newest ones). */
export const THREAD_MAX = 20;

/** An e-mail as an earlier message of a thread (the same strings, nothing copied). */
function asReply(email: DemoEmail): DemoEmailReply {
  const { id, from, to, subject, cc, bcc, message, attachments, time } = email;
  return { id, from, to, subject, cc, bcc, message, attachments, time };
}

/**
 * Writing mail in the mailbox `emails`: sending (into Sent), drafts (saved, reopened, sent),
 * deleting for good from the trash. Message HTML is sanitised before it is stored.
 */
export function createMailWriter(emails: DemoEmail[], attachments: AttachmentStore, limits = { emails: MAILBOX_MAX_EMAILS, text: MAILBOX_MAX_TEXT }) {
  const textSize = () => emails.reduce((total, email) => total + email.message.length, 0);

  /** 409 when the mailbox is full (checked and written in one synchronous step: no request slips between). */
  function assertRoom(adding: number, replacing?: DemoEmail) {
    const count = emails.length + (replacing ? 0 : 1);
    const text = textSize() - (replacing?.message.length ?? 0) + adding;
    if (count > limits.emails || text > limits.text) {
      throw conflict('The mailbox is full. Delete e-mails for good, then try again.', { code: 'mailbox_full' });
    }
  }

  /** The e-mail at `id`, which must be a draft (404 unknown, 409 not a draft). */
  function draftAt(id: number): DemoEmail {
    const draft = findOr404(emails, id, 'Draft');
    if (draft.folder !== 'draft') throw conflict(`E-mail ${id} is not a draft`, { code: 'not_a_draft', field: 'draftId' });
    return draft;
  }

  /** The stored fields of what was written: sanitised HTML, resolved attachments, the thread it answers. */
  function written(fields: DemoEmailDraftFields, previous?: DemoEmail) {
    const message = sanitizeRichText(fields.message ?? '');
    const files = attachments.describeAll(fields.attachmentIds ?? []);
    let replies = previous?.replies ?? [];
    if (fields.inReplyTo !== undefined) {
      const answered = findOr404(emails, fields.inReplyTo, 'E-mail');
      replies = [...answered.replies, asReply(answered)].slice(-THREAD_MAX);
    }
    return {
      from: MAILBOX_OWNER,
      to: (fields.to ?? []).map(({ name, email }) => ({ name: name ?? '', email })),
      cc: fields.cc ?? [],
      bcc: fields.bcc ?? [],
      subject: fields.subject ?? '',
      message,
      attachments: files,
      replies,
      time: new Date().toISOString(),
    };
  }

  /** Replaces a draft's content (and folder), then drops files it no longer carries. */
  function rewrite(draft: DemoEmail, fields: DemoEmailDraftFields, folder: 'draft' | 'sent') {
    const before = draft.attachments.map((a) => a.id);
    const next = written(fields, draft);
    assertRoom(next.message.length, draft);
    Object.assign(draft, next, { folder, isRead: true, isDeleted: false });
    attachments.release(before);
    return draft;
  }

  function create(fields: DemoEmailDraftFields, folder: 'draft' | 'sent'): DemoEmail {
    const next = written(fields);
    assertRoom(next.message.length);
    const email: DemoEmail = { id: nextId(emails), ...next, answers: [], isStarred: false, labels: [], folder, isRead: true, isDeleted: false };
    emails.push(email);
    return email;
  }

  return {
    /**
     * Sends: a new e-mail in Sent, or the draft it was written in moved to Sent. A reply or forward
     * also goes on the thread it answers (`answers` of the e-mail answered), so the open thread shows it.
     */
    send(fields: DemoEmailDraftFields, draftId?: number): DemoEmail {
      const sent = draftId === undefined ? create(fields, 'sent') : rewrite(draftAt(draftId), fields, 'sent');
      const answered = fields.inReplyTo === undefined ? undefined : emails.find((email) => email.id === fields.inReplyTo);
      if (answered) answered.answers = [...answered.answers, asReply(sent)].slice(-THREAD_MAX);
      return sent;
    },

    saveDraft(fields: DemoEmailDraftFields): DemoEmail {
      return create(fields, 'draft');
    },

    updateDraft(draftId: number, fields: DemoEmailDraftFields): DemoEmail {
      return rewrite(draftAt(draftId), fields, 'draft');
    },

    /** Deletes e-mails of the trash for good (all or none: 404 unknown, 409 one not in the trash), and their files. */
    deleteForGood(ids: number[]): number[] {
      const targets = [...new Set(ids)].map((id) => findOr404(emails, id, 'E-mail'));
      const outside = targets.find((email) => email.folder !== 'trash');
      if (outside) throw new HttpError(409, `E-mail ${outside.id} is not in the trash: move it there first`, { code: 'not_in_trash' });
      const files = targets.flatMap((email) => email.attachments.map((a) => a.id));
      for (const email of targets) emails.splice(emails.indexOf(email), 1);
      attachments.release(files);
      return targets.map((email) => email.id);
    },
  };
}
