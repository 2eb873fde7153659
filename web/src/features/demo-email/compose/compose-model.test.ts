import { describe, expect, it } from 'vitest';
import { blankCompose, checkAddresses, fieldsOf, forwardOf, fromDraft, hasChanges, replyTo } from './compose-model';
import type { Email } from '../mail-types';

/** The signed-in person's address: their mailbox. */
const MAILBOX = 'grace@hospital.example';

const base: Email = {
  id: 7,
  from: { name: 'Ana Lima', email: 'ana@example.com', avatar: '' },
  to: [
    { name: 'me', email: MAILBOX },
    { name: 'Bo Chen', email: 'bo@example.com' },
  ],
  cc: ['cy@example.com', MAILBOX],
  bcc: ['secret@example.com'],
  subject: 'Rota',
  message: '<p>See the rota</p>',
  attachments: [{ id: 3, fileName: 'rota.csv', thumbnail: '', url: '/api/apps/email/attachments/3', size: '1 KB', bytes: 900 }],
  time: '2026-03-01T10:00:00.000Z',
  isStarred: false,
  labels: [],
  replies: [],
  answers: [],
  folder: 'inbox',
  isRead: true,
  isDeleted: false,
};

describe('answering an e-mail', () => {
  it('replies to the sender only, with Re: once', () => {
    const reply = replyTo(base, false, MAILBOX);
    expect(reply).toMatchObject({ kind: 'reply', inReplyTo: 7, to: [{ name: 'Ana Lima', email: 'ana@example.com' }], cc: [], bcc: [], subject: 'Re: Rota', message: '' });
    expect(replyTo({ ...base, subject: 'RE: Rota' }, false, MAILBOX).subject).toBe('RE: Rota');
  });

  it('replies to all: the sender and the others of To and Cc, never the mailbox itself, never Bcc', () => {
    const reply = replyTo(base, true, MAILBOX);
    expect(reply.to.map((r) => r.email)).toEqual(['ana@example.com', 'bo@example.com']);
    expect(reply.cc).toEqual([{ name: '', email: 'cy@example.com' }]);
    expect(reply.bcc).toEqual([]);
  });

  it('answering what I sent goes to its recipients', () => {
    const mine = { ...base, from: { name: 'Grace Achieng', email: MAILBOX, avatar: '' }, to: [{ name: 'Bo Chen', email: 'bo@example.com' }] };
    expect(replyTo(mine, false, MAILBOX).to).toEqual([{ name: 'Bo Chen', email: 'bo@example.com' }]);
  });

  it('forwards with the message quoted under a header and the attachments', () => {
    const forward = forwardOf(base, 'Forwarded message from <Ana>');
    expect(forward).toMatchObject({ kind: 'forward', inReplyTo: 7, to: [], subject: 'Fwd: Rota', attachments: base.attachments });
    expect(forward.message).toContain('<blockquote><p>See the rota</p></blockquote>');
    expect(forward.message).toContain('Forwarded message from &lt;Ana&gt;');
  });
});

describe('drafts and changes', () => {
  it('reopens a draft as saved', () => {
    const draft = fromDraft({ ...base, folder: 'draft' });
    expect(draft).toMatchObject({ kind: 'draft', draftId: 7, subject: 'Rota', bcc: [{ name: '', email: 'secret@example.com' }] });
    expect(fieldsOf(draft).cc).toEqual(base.cc);
    expect(fieldsOf(draft).attachmentIds).toEqual([3]);
  });

  it('knows whether anything was written', () => {
    const opened = blankCompose();
    expect(hasChanges({ ...opened, message: '<p></p>' }, opened)).toBe(false);
    expect(hasChanges({ ...opened, subject: '  ' }, opened)).toBe(false);
    expect(hasChanges({ ...opened, message: '<p>Hi</p>' }, opened)).toBe(true);
    expect(hasChanges({ ...opened, cc: [{ name: '', email: 'a@b.co' }] }, opened)).toBe(true);
  });
});

describe('typed addresses', () => {
  it('splits at commas, semicolons and spaces and tells valid from invalid ones', () => {
    expect(checkAddresses('a@b.co, <c@d.org>; nope  x@y')).toEqual({ valid: ['a@b.co', 'c@d.org'], invalid: ['nope', 'x@y'] });
  });
});
