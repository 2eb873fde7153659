import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Email {
  id: number;
  message: string;
  from: { name: string; email: string };
  to: { name: string; email: string }[];
  subject: string;
  folder: string;
  isStarred: boolean;
  isRead: boolean;
  isDeleted: boolean;
  labels: string[];
  time: string;
  attachments: unknown[];
  cc: string[];
  replies: unknown[];
}
interface EmailList {
  emails: Email[];
  emailsMeta: { inbox: number; draft: number; spam: number };
}

let api: DemoApi;
const list = async (query = '') => (await api.get(`/api/apps/email/emails?${query}`)).json() as EmailList;
const all = async () => {
  const views = await Promise.all(['inbox', 'sent', 'draft', 'spam', 'trash'].map((folder) => list(`folder=${folder}`)));
  return views.flatMap((view) => view.emails).sort((a, b) => a.id - b.id);
};
const update = (payload: unknown) => api.post('/api/apps/email/update-emails', payload);

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo e-mail list', () => {
  it('seeds at least 24 e-mails over every folder, with stars, unread mail, labels, attachments, cc and replies', async () => {
    const emails = await all();
    expect(emails.length).toBeGreaterThanOrEqual(24);
    expect(new Set(emails.map((e) => e.folder))).toEqual(new Set(['inbox', 'sent', 'draft', 'spam', 'trash']));
    expect(new Set(emails.flatMap((e) => e.labels))).toEqual(new Set(['personal', 'company', 'important', 'private']));
    for (const has of [(e: Email) => e.isStarred, (e: Email) => !e.isRead, (e: Email) => e.attachments.length > 0, (e: Email) => e.cc.length > 0, (e: Email) => e.replies.length > 0]) {
      expect(emails.some(has)).toBe(true);
    }
  });

  it('is the signed-in person\'s mailbox: their address and name, never a sample owner\'s', async () => {
    const emails = await all();
    const inbox = emails.find((e) => e.folder === 'inbox')!;
    expect(inbox.to).toContainEqual({ name: 'me', email: 'admin@demo.com' });
    const sent = emails.find((e) => e.folder === 'sent')!;
    expect(sent.from).toMatchObject({ name: 'Grace Achieng', email: 'admin@demo.com' });
    expect(JSON.stringify(emails)).not.toMatch(/johndoe|John Doe|mailbox\.invalid|Mailbox owner/);
  });

  it('defaults to the inbox, newest first', async () => {
    const { emails } = await list();
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((e) => e.folder === 'inbox')).toBe(true);
    const times = emails.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('starred shows starred e-mails but never the trash; trash shows only the trash', async () => {
    const emails = await all();
    expect(emails.some((e) => e.isStarred && e.folder === 'trash')).toBe(true);
    const starred = (await list('folder=starred')).emails;
    expect(starred.map((e) => e.id).sort((a, b) => a - b)).toEqual(emails.filter((e) => e.isStarred && e.folder !== 'trash').map((e) => e.id));
    expect((await list('folder=trash')).emails.every((e) => e.folder === 'trash')).toBe(true);
  });

  it('filters by label and searches, while emailsMeta stays global', async () => {
    const emails = await all();
    const meta = (await list()).emailsMeta;
    expect(meta).toEqual({
      inbox: emails.filter((e) => e.folder === 'inbox' && !e.isRead).length,
      draft: emails.filter((e) => e.folder === 'draft').length,
      spam: emails.filter((e) => e.folder === 'spam' && !e.isRead).length,
    });
    const labelled = await list('label=important');
    expect(labelled.emails.every((e) => e.folder === 'inbox' && e.labels.includes('important'))).toBe(true);
    expect(labelled.emailsMeta).toEqual(meta);
    const target = (await list()).emails[0]!;
    const word = target.subject.split(' ')[0]!.toUpperCase();
    const searched = await list(`q=${encodeURIComponent(word)}`);
    expect(searched.emails.map((e) => e.id)).toContain(target.id);
    const mentions = (e: Email) =>
      [e.subject, e.from.name, e.from.email, e.message].some((text) => text.toLowerCase().includes(word.toLowerCase()));
    expect(searched.emails.every(mentions)).toBe(true);
    expect(searched.emailsMeta).toEqual(meta);
  });

  it('refuses unknown folders, labels and huge searches with 400', async () => {
    await expectEach(['folder=archive', 'label=secret', `q=${HUGE}`].map((q) => api.get(`/api/apps/email/emails?${q}`)), 400);
  });
});

describe('demo e-mail updates', () => {
  it('merges isRead, isStarred and folder into each listed e-mail', async () => {
    const [a, b] = (await list()).emails;
    const res = await update({ emailIds: [a!.id, b!.id], dataToUpdate: { isRead: false, isStarred: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails.map((e: Email) => [e.id, e.isRead, e.isStarred])).toEqual([[a!.id, false, true], [b!.id, false, true]]);
    await update({ emailIds: [a!.id], dataToUpdate: { folder: 'trash' } });
    const trash = (await list('folder=trash')).emails.find((e) => e.id === a!.id);
    expect(trash).toMatchObject({ folder: 'trash', isDeleted: true });
    expect((await list('folder=starred')).emails.map((e) => e.id)).not.toContain(a!.id);
  });

  it('refuses forbidden dataToUpdate keys, bad types and unknown ids, changing nothing', async () => {
    const before = await all();
    const target = before[0]!;
    await expectEach(
      [
        { emailIds: [target.id], dataToUpdate: { subject: 'hacked' } },
        { emailIds: [target.id], dataToUpdate: { isRead: true, id: 99 } },
        { emailIds: [target.id], dataToUpdate: { isDeleted: true } },
        { emailIds: [target.id], dataToUpdate: {} },
        { emailIds: [target.id], dataToUpdate: { isRead: 'yes' } },
        { emailIds: [target.id], dataToUpdate: { folder: 'starred' } },
        { emailIds: [], dataToUpdate: { isRead: true } },
        { emailIds: ['1'], dataToUpdate: { isRead: true } },
        { emailIds: target.id, dataToUpdate: { isRead: true } },
      ].map(update),
      400,
    );
    expectError(await update({ emailIds: [target.id, 9999], dataToUpdate: { isRead: !target.isRead } }), 404);
    expect(await all()).toEqual(before);
  });

  it('toggles a label on and off', async () => {
    const target = (await list()).emails[0]!;
    const had = target.labels.includes('private');
    const first = await api.post('/api/apps/email/update-emails-label', { emailIds: [target.id], label: 'private' });
    expect(first.json().emails[0].labels.includes('private')).toBe(!had);
    const second = await api.post('/api/apps/email/update-emails-label', { emailIds: [target.id], label: 'private' });
    expect(second.json().emails[0].labels.includes('private')).toBe(had);
    expectError(await api.post('/api/apps/email/update-emails-label', { emailIds: [target.id], label: 'secret' }), 400);
    expectError(await api.post('/api/apps/email/update-emails-label', { emailIds: [424242], label: 'private' }), 404);
  });
});

describe('demo e-mail neighbours', () => {
  const neighbour = (query: string) => api.get(`/api/apps/email/paginate-email?${query}`);

  it('gives the previous and next e-mail in storage order, or 404 at the ends', async () => {
    expect((await neighbour('dir=next&emailId=3')).json().id).toBe(4);
    expect((await neighbour('dir=previous&emailId=3')).json().id).toBe(2);
    expectError(await neighbour('dir=previous&emailId=1'), 404);
    const last = (await all()).at(-1)!.id;
    expectError(await neighbour(`dir=next&emailId=${last}`), 404);
    expectError(await neighbour('dir=next&emailId=5000'), 404);
  });

  it('refuses a bad direction or id with 400', async () => {
    await expectEach(['dir=up&emailId=2', 'dir=next', 'emailId=2', 'dir=next&emailId=x', 'dir=next&emailId=0'].map(neighbour), 400);
  });

  it('needs a token (401) and the Demo ability (403) everywhere', async () => {
    await expectGuarded(api, 'GET', '/api/apps/email/emails');
    await expectGuarded(api, 'GET', '/api/apps/email/paginate-email?dir=next&emailId=1');
    await expectGuarded(api, 'POST', '/api/apps/email/update-emails', { emailIds: [1], dataToUpdate: { isRead: true } });
    await expectGuarded(api, 'POST', '/api/apps/email/update-emails-label', { emailIds: [1], label: 'private' });
  });
});
