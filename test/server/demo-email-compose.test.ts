import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/app.js';
import { multipart } from './careers-helpers.js';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Attachment {
  id: number;
  fileName: string;
  url: string;
  size: string;
  bytes: number;
}
interface Email {
  id: number;
  subject: string;
  folder: string;
  message: string;
  from: { email: string };
  to: { name: string; email: string }[];
  cc: string[];
  bcc: string[];
  attachments: Attachment[];
  replies: { id: number; subject: string }[];
  answers: { id: number; message: string }[];
  isRead: boolean;
}

let api: DemoApi;
const list = async (query: string) => (await api.get(`/api/apps/email/emails?${query}`)).json() as { emails: Email[]; emailsMeta: { draft: number } };
const send = (payload: unknown) => api.post('/api/apps/email/emails', payload);
const saveDraft = (payload: unknown) => api.post('/api/apps/email/drafts', payload);
const updateDraft = (id: number | string, payload: unknown) => api.post(`/api/apps/email/drafts/${id}`, payload);
const deleteForGood = (emailIds: unknown) => api.post('/api/apps/email/delete-emails', { emailIds });
const jane = { name: 'Jane Cooper', email: 'jane.cooper@example.com' };

async function uploadFile(filename: string, content: Buffer) {
  const form = multipart({}, { filename, content });
  return api.test.app.inject({ method: 'POST', url: '/api/apps/email/attachments', payload: form.payload, headers: { ...bearer(await api.test.token('admin')), ...form.headers } });
}

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('sending an e-mail', () => {
  it('stores it in Sent, from the mailbox owner, read, with what was written', async () => {
    const res = await send({ email: { to: [jane], cc: ['boss@example.com'], bcc: ['archive@example.com'], subject: 'Rota for May', message: '<p>Hello <strong>Jane</strong></p>' } });
    expect(res.statusCode).toBe(201);
    const { email } = res.json() as { email: Email };
    expect(email).toMatchObject({ folder: 'sent', isRead: true, subject: 'Rota for May', to: [jane], cc: ['boss@example.com'], bcc: ['archive@example.com'], message: '<p>Hello <strong>Jane</strong></p>' });
    expect(email.from.email).toBe('admin@demo.com');
    expect((await list('folder=sent')).emails[0]!.id).toBe(email.id);
    expect((await list('folder=inbox')).emails.map((e) => e.id)).not.toContain(email.id);
  });

  it('sanitises the message when storing it: no script, no handler survives', async () => {
    const hostile = '<p>Hi</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">link</a><iframe src="https://evil.example"></iframe>';
    const { email } = (await send({ email: { to: [jane], subject: 'XSS probe', message: hostile } })).json() as { email: Email };
    for (const stored of [email.message, (await list('folder=sent&q=XSS%20probe')).emails[0]!.message]) {
      expect(stored).toContain('<p>Hi</p>');
      expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert\(2\)/i);
    }
  });

  it('a reply carries the answered thread as its earlier messages', async () => {
    const original = (await list('folder=inbox')).emails.find((e) => e.replies.length > 0)!;
    const reply = (await send({ email: { to: [jane], subject: `Re: ${original.subject}`, message: '<p>Agreed</p>', inReplyTo: original.id } })).json().email as Email;
    expect(reply.replies.map((r) => r.id)).toEqual([...original.replies.map((r) => r.id), original.id]);
    // …and goes on the thread it answers: the open inbox e-mail shows the reply after it.
    const answered = (await list('folder=inbox')).emails.find((e) => e.id === original.id)!;
    expect(answered.answers.map((a) => [a.id, a.message])).toEqual([[reply.id, '<p>Agreed</p>']]);
  });

  it('forwards the attachments of an e-mail by their ids, and each file downloads as a file', async () => {
    const withFiles = (await list('folder=inbox')).emails.find((e) => e.attachments.length > 0)!;
    const ids = withFiles.attachments.map((a) => a.id);
    const { email } = (await send({ email: { to: [jane], subject: 'Fwd: files', attachmentIds: ids, inReplyTo: withFiles.id } })).json() as { email: Email };
    expect(email.attachments).toEqual(withFiles.attachments);
    const file = await api.get(email.attachments[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toContain(`filename="${email.attachments[0]!.fileName}"`);
    expect(file.rawPayload.length).toBe(email.attachments[0]!.bytes);
  });

  it('refuses hostile or incomplete e-mails with 400, storing nothing', async () => {
    const before = (await list('folder=sent')).emails.length;
    const ok = { to: [jane], subject: 's', message: '<p>m</p>' };
    await expectEach(
      [
        { email: { ...ok, to: [] } },
        { email: { ...ok, to: [{ name: 'x', email: 'not an address' }] } },
        { email: { ...ok, to: [{ name: 'x', email: 'a@b.c\u0000' }] } },
        { email: { ...ok, cc: ['nope'] } },
        { email: { ...ok, bcc: [42] } },
        { email: { ...ok, subject: 'x'.repeat(251) } },
        { email: { ...ok, subject: 'line\nbreak' } },
        { email: { ...ok, subject: 'bell\u0007' } },
        { email: { ...ok, subject: 'half \ud800 a pair' } },
        { email: { ...ok, to: [{ name: '\udc00', email: 'x@example.com' }] } },
        { email: { ...ok, message: 'x'.repeat(100_001) } },
        { email: { ...ok, message: 'nul\u0000' } },
        { email: { ...ok, to: Array.from({ length: 51 }, (_, i) => ({ name: '', email: `a${i}@example.com` })) } },
        { email: { ...ok, attachmentIds: [-1] } },
        { email: { ...ok, attachmentIds: [1, 1] } },
        { email: { ...ok, attachmentIds: Array.from({ length: 11 }, (_, i) => i + 1) } },
        { email: { ...ok, inReplyTo: 0 } },
        { email: ok, draftId: 'x' },
        { email: 'hello' },
        {},
      ].map(send),
      400,
    );
    expect((await list('folder=sent')).emails.length).toBe(before);
  });

  it('answers 404 for an unknown attachment, answered e-mail or draft, and 409 for a draft id that is not a draft', async () => {
    const ok = { to: [jane], subject: 'ids' };
    expectError(await send({ email: { ...ok, attachmentIds: [999_999] } }), 404);
    expectError(await send({ email: { ...ok, inReplyTo: 999_999 } }), 404);
    expectError(await send({ email: ok, draftId: 999_999 }), 404);
    const inboxMail = (await list('folder=inbox')).emails[0]!;
    const refused = await send({ email: ok, draftId: inboxMail.id });
    expectError(refused, 409);
    expect(refused.json().code).toBe('not_a_draft');
    expect((await list('folder=inbox')).emails[0]).toEqual(inboxMail);
  });

  it('never stores unknown keys', async () => {
    const { email } = (await send({ email: { to: [jane], subject: 'keys', folder: 'inbox', isStarred: true, labels: ['private'], id: 1 }, admin: true })).json() as {
      email: Email & { isStarred: boolean; labels: string[] };
    };
    expect(email).toMatchObject({ folder: 'sent', isStarred: false, labels: [] });
    expect(email.id).not.toBe(1);
  });
});

describe('drafts', () => {
  it('saves a draft, saves it again, and sending it moves it to Sent under the same id', async () => {
    const draftsBefore = (await list('folder=inbox')).emailsMeta.draft;
    const created = await saveDraft({ email: { subject: 'Half written' } });
    expect(created.statusCode).toBe(201);
    const draft = created.json().email as Email;
    expect(draft).toMatchObject({ folder: 'draft', subject: 'Half written', to: [], message: '' });
    expect((await list('folder=inbox')).emailsMeta.draft).toBe(draftsBefore + 1);

    const saved = await updateDraft(draft.id, { email: { to: [jane], subject: 'Nearly done', message: '<p>Body<script>x()</script></p>' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().email).toMatchObject({ id: draft.id, folder: 'draft', subject: 'Nearly done', message: '<p>Body</p>' });
    expect((await list('folder=draft')).emails.find((e) => e.id === draft.id)!.subject).toBe('Nearly done');

    const sent = await send({ email: { to: [jane], subject: 'Done', message: '<p>Body</p>' }, draftId: draft.id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().email).toMatchObject({ id: draft.id, folder: 'sent', subject: 'Done' });
    expect((await list('folder=draft')).emails.map((e) => e.id)).not.toContain(draft.id);
    expect((await list('folder=inbox')).emailsMeta.draft).toBe(draftsBefore);
    expectError(await updateDraft(draft.id, { email: { subject: 'too late' } }), 409);
  });

  it('refuses hostile drafts and unknown ones', async () => {
    await expectEach(
      [
        saveDraft({ email: { subject: HUGE } }),
        saveDraft({ email: { to: [{ name: 'x', email: 'x' }] } }),
        saveDraft({ email: { cc: ['\ud83d'] } }),
        saveDraft({ email: null }),
        updateDraft('abc', { email: {} }),
        updateDraft(0, { email: {} }),
        updateDraft(-3, { email: {} }),
        updateDraft(2 ** 31, { email: {} }),
      ],
      400,
    );
    expectError(await updateDraft(999_999, { email: { subject: 'x' } }), 404);
  });
});

describe('deleting for good', () => {
  it('deletes e-mails of the trash only, all or none', async () => {
    const trash = (await list('folder=trash')).emails;
    const inbox = (await list('folder=inbox')).emails[0]!;
    const mixed = await deleteForGood([trash[0]!.id, inbox.id]);
    expectError(mixed, 409);
    expect(mixed.json().code).toBe('not_in_trash');
    expectError(await deleteForGood([trash[0]!.id, 999_999]), 404);
    expect((await list('folder=trash')).emails).toEqual(trash);

    const res = await deleteForGood([trash[0]!.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedIds: [trash[0]!.id] });
    expect((await list('folder=trash')).emails.map((e) => e.id)).not.toContain(trash[0]!.id);
    expectError(await api.get(`/api/apps/email/paginate-email?dir=next&emailId=${trash[0]!.id}`), 404);
    await expectEach([deleteForGood([]), deleteForGood(['1']), deleteForGood(1), deleteForGood([0])], 400);
  });

  it('drops the files of e-mails deleted for good when nothing else refers to them', async () => {
    const uploaded = (await uploadFile('notes.txt', Buffer.from('some notes'))).json().attachment as Attachment;
    const { email } = (await send({ email: { to: [jane], subject: 'to delete', attachmentIds: [uploaded.id] } })).json() as { email: Email };
    await api.post('/api/apps/email/update-emails', { emailIds: [email.id], dataToUpdate: { folder: 'trash' } });
    expect((await api.get(uploaded.url)).statusCode).toBe(200);
    await deleteForGood([email.id]);
    expectError(await api.get(uploaded.url), 404);
  });
});

describe('attachments', () => {
  it('uploads a file and gives its id, name and size', async () => {
    const res = await uploadFile('../../etc/report\u0007.pdf', Buffer.alloc(3000, 7));
    expect(res.statusCode).toBe(201);
    const { attachment } = res.json() as { attachment: Attachment };
    expect(attachment).toMatchObject({ fileName: 'report.pdf', bytes: 3000, size: '3 KB', url: `/api/apps/email/attachments/${attachment.id}` });
    const file = await api.get(attachment.url);
    expect(file.rawPayload.equals(Buffer.alloc(3000, 7))).toBe(true);
  });

  it('refuses files over 2 MB (413), empty files and several files (400), other bodies (415), garbage (400)', async () => {
    const big = await uploadFile('big.bin', Buffer.alloc(2 * 1024 * 1024 + 1));
    expectError(big, 413);
    expect(big.json().code).toBe('attachment_too_large');
    expectError(await uploadFile('empty.txt', Buffer.alloc(0)), 400);
    const two = multipart({}, [
      { filename: 'a.txt', content: Buffer.from('a') },
      { filename: 'b.txt', content: Buffer.from('b') },
    ]);
    const headers = bearer(await api.test.token('admin'));
    expectError(await api.test.app.inject({ method: 'POST', url: '/api/apps/email/attachments', payload: two.payload, headers: { ...headers, ...two.headers } }), 400);
    expectError(await api.post('/api/apps/email/attachments', { file: 'x' }), 415);
    expectError(await api.test.app.inject({ method: 'POST', url: '/api/apps/email/attachments', payload: 'garbage', headers: { ...headers, 'content-type': 'multipart/form-data' } }), 400);
  });

  it('answers 404 for unknown files and 400 for malformed ids', async () => {
    expectError(await api.get('/api/apps/email/attachments/999999'), 404);
    await expectEach(['x', '0', '-1', '1.5', String(2 ** 31)].map((id) => api.get(`/api/apps/email/attachments/${id}`)), 400);
  });
});

describe('search and neighbours in a list', () => {
  it('searches the sender and the text of the message, not only the subject', async () => {
    const inbox = (await list('folder=inbox')).emails;
    const target = inbox[3]!;
    const sender = target.from.email.split('@')[0]!;
    expect((await list(`folder=inbox&q=${encodeURIComponent(sender.toUpperCase())}`)).emails.map((e) => e.id)).toContain(target.id);
    const word = target.message.replace(/<[^>]+>/g, ' ').split(/\s+/).find((w) => w.length > 8)!;
    expect((await list(`folder=inbox&q=${encodeURIComponent(word)}`)).emails.map((e) => e.id)).toContain(target.id);
    expect((await list(`folder=inbox&q=${encodeURIComponent('<p>')}`)).emails).toEqual([]);
  });

  it('steps through a folder in its order, newest first', async () => {
    const inbox = (await list('folder=inbox')).emails;
    const step = async (dir: string, id: number) => api.get(`/api/apps/email/paginate-email?dir=${dir}&emailId=${id}&folder=inbox`);
    expect((await step('next', inbox[0]!.id)).json().id).toBe(inbox[1]!.id);
    expect((await step('previous', inbox[1]!.id)).json().id).toBe(inbox[0]!.id);
    expectError(await step('previous', inbox[0]!.id), 404);
    expectError(await step('next', inbox.at(-1)!.id), 404);
    const sent = (await list('folder=sent')).emails[0]!;
    expectError(await step('next', sent.id), 404);
    expectError(await api.get(`/api/apps/email/paginate-email?dir=next&emailId=1&folder=archive`), 400);
  });
});

describe('guards', () => {
  it('needs a token (401) and the Demo ability (403) for every new operation', async () => {
    await expectGuarded(api, 'POST', '/api/apps/email/emails', { email: { to: [jane] } });
    await expectGuarded(api, 'POST', '/api/apps/email/drafts', { email: {} });
    await expectGuarded(api, 'POST', '/api/apps/email/drafts/17', { email: {} });
    await expectGuarded(api, 'POST', '/api/apps/email/delete-emails', { emailIds: [24] });
    await expectGuarded(api, 'POST', '/api/apps/email/attachments', {});
    await expectGuarded(api, 'GET', '/api/apps/email/attachments/1');
  });
});
