import { describe, expect, it } from 'vitest';
import { type HttpError } from '../../lib/http-errors.js';
import { createAttachmentStore } from './attachments.js';
import { createMailWriter } from './mail-writer.js';
import type { DemoEmail } from './schemas.js';

const to = [{ name: 'Jane', email: 'jane@example.com' }];

describe('the mailbox limits', () => {
  it('refuses a new e-mail with 409 mailbox_full beyond the number of e-mails, storing nothing', () => {
    const emails: DemoEmail[] = [];
    const writer = createMailWriter(emails, createAttachmentStore(() => false), { emails: 2, text: 1_000 });
    writer.send({ to, subject: 'one' });
    writer.saveDraft({ subject: 'two' });
    expect(() => writer.send({ to, subject: 'three' })).toThrow(expect.objectContaining({ statusCode: 409, code: 'mailbox_full' }) as HttpError);
    expect(emails.map((e) => e.subject)).toEqual(['one', 'two']);
  });

  it('counts the text of every message; rewriting a draft counts its new text instead of the old', () => {
    const emails: DemoEmail[] = [];
    const writer = createMailWriter(emails, createAttachmentStore(() => false), { emails: 10, text: 100 });
    const draft = writer.saveDraft({ message: `<p>${'a'.repeat(50)}</p>` });
    expect(() => writer.saveDraft({ message: `<p>${'b'.repeat(50)}</p>` })).toThrow(expect.objectContaining({ code: 'mailbox_full' }) as HttpError);
    const rewritten = writer.updateDraft(draft.id, { message: `<p>${'c'.repeat(80)}</p>` });
    expect(rewritten.message).toBe(`<p>${'c'.repeat(80)}</p>`);
    expect(emails).toHaveLength(1);
  });
});
