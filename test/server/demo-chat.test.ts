import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEach, expectError, expectGuarded, HUGE, startDemoApi, type DemoApi } from './demo-helpers.js';

interface Message {
  message: string;
  time: string;
  senderId: number;
}
interface ContactWithChat {
  id: number;
  status: string;
  chat: { id: number; unseenMsgs: number; lastMessage: Message };
}
interface Overview {
  chatsContacts: ContactWithChat[];
  contacts: { id: number; status: string; fullName: string; role: string }[];
  profileUser: { id: number; fullName: string };
}

let api: DemoApi;
const overview = async () => (await api.get('/api/apps/chat/chats-and-contacts')).json() as Overview;
const send = (userId: number | string, payload: unknown) => api.post(`/api/apps/chat/chats/${userId}`, payload);

beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(async () => api?.close());

describe('demo chat', () => {
  it('seeds 10+ contacts over every status and 2+ threads, one with unseen messages, most recent first', async () => {
    const { chatsContacts, contacts, profileUser } = await overview();
    expect(contacts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(contacts.map((c) => c.status))).toEqual(new Set(['online', 'offline', 'busy', 'away']));
    expect(chatsContacts.length).toBeGreaterThanOrEqual(2);
    expect(chatsContacts.some((c) => c.chat.unseenMsgs > 0)).toBe(true);
    const times = chatsContacts.map((c) => Date.parse(c.chat.lastMessage.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(profileUser).sort()).toEqual(['avatar', 'fullName', 'id', 'status']);
  });

  it('searches chats and contacts by name or role', async () => {
    const all = await overview();
    const target = all.contacts[3]!;
    const word = target.fullName.split(' ')[0]!.toUpperCase();
    const found = (await api.get(`/api/apps/chat/chats-and-contacts?q=${encodeURIComponent(word)}`)).json() as Overview;
    expect(found.contacts.map((c) => c.id)).toContain(target.id);
    expect(found.contacts.every((c) => `${c.fullName} ${c.role}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(found.chatsContacts.every((c) => found.contacts.some((f) => f.id === c.id))).toBe(true);
    expect(found.profileUser).toEqual(all.profileUser);
    const none = (await api.get('/api/apps/chat/chats-and-contacts?q=zzzzqqq')).json() as Overview;
    expect(none.contacts).toEqual([]);
    expect(none.chatsContacts).toEqual([]);
    expectError(await api.get(`/api/apps/chat/chats-and-contacts?q=${HUGE}`), 400);
  });

  it('gives the full profile user: the signed-in person, by name', async () => {
    const res = await api.get('/api/apps/chat/users/profile-user');
    expect(res.json()).toMatchObject({ fullName: 'Grace Achieng', role: expect.any(String), about: expect.any(String), settings: expect.any(Object) });
    expect((await api.get('/api/apps/chat/chats-and-contacts')).json().profileUser.fullName).toBe('Grace Achieng');
  });

  it('opening a chat zeroes its unseen count', async () => {
    const unseen = (await overview()).chatsContacts.find((c) => c.chat.unseenMsgs > 0)!;
    const res = await api.get(`/api/apps/chat/chats/${unseen.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().chat.unseenMsgs).toBe(0);
    expect(res.json().contact.id).toBe(unseen.id);
    expect((await overview()).chatsContacts.find((c) => c.id === unseen.id)!.chat.unseenMsgs).toBe(0);
  });

  it('a contact without a thread gives the contact only; an unknown one 404', async () => {
    const { chatsContacts, contacts } = await overview();
    const lonely = contacts.find((c) => !chatsContacts.some((cc) => cc.id === c.id))!;
    const res = await api.get(`/api/apps/chat/chats/${lonely.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contact: expect.objectContaining({ id: lonely.id }) });
    expectError(await api.get('/api/apps/chat/chats/999'), 404);
    expectError(await api.get('/api/apps/chat/chats/x'), 400);
  });

  it('sending to an existing thread appends and moves it to the top', async () => {
    const { chatsContacts, profileUser } = await overview();
    const oldest = chatsContacts.at(-1)!;
    const res = await send(oldest.id, { message: 'See you tomorrow', senderId: profileUser.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ newMessageData: { message: 'See you tomorrow', senderId: profileUser.id, time: expect.any(String) } });
    const after = await overview();
    expect(after.chatsContacts[0]!.id).toBe(oldest.id);
    expect(after.chatsContacts[0]!.chat.lastMessage.message).toBe('See you tomorrow');
  });

  it('sending to a contact without a thread creates it', async () => {
    const { chatsContacts, contacts, profileUser } = await overview();
    const lonely = contacts.find((c) => !chatsContacts.some((cc) => cc.id === c.id))!;
    const res = await send(lonely.id, { message: 'Hello there', senderId: profileUser.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().chat).toMatchObject({ userId: lonely.id, unseenMsgs: 0, messages: [{ message: 'Hello there' }] });
    expect((await overview()).chatsContacts.map((c) => c.id)).toContain(lonely.id);
  });

  it('refuses empty, huge or mistyped messages, strangers as sender, and unknown contacts', async () => {
    const before = await overview();
    const me = before.profileUser.id;
    await expectEach(
      [
        send(1, { message: '', senderId: me }),
        send(1, { message: '   ', senderId: me }),
        send(1, { message: HUGE, senderId: me }),
        send(1, { message: 42, senderId: me }),
        send(1, { message: 'hi', senderId: '11' }),
        send(1, { message: 'hi' }),
        send(1, { message: 'hi', senderId: 5 }),
        send(1, { message: 'nul \u0000 inside', senderId: me }),
        send(1, { message: 'escape \u001b[31m', senderId: me }),
        send(1, { message: 'half \ud800 a pair', senderId: me }),
        send(1, { message: '\n\t\n', senderId: me }),
        send('abc', { message: 'hi', senderId: me }),
        send(-1, { message: 'hi', senderId: me }),
        send(2 ** 31, { message: 'hi', senderId: me }),
      ],
      400,
    );
    expectError(await send(999, { message: 'hi', senderId: me }), 404);
    expect(await overview()).toEqual(before);
  });

  it('a message from the contact is unseen until the chat is opened', async () => {
    const { chatsContacts } = await overview();
    const contact = chatsContacts[0]!;
    await api.get(`/api/apps/chat/chats/${contact.id}`);
    await send(contact.id, { message: 'Are you there?', senderId: contact.id });
    await send(contact.id, { message: 'Hello?', senderId: contact.id });
    expect((await overview()).chatsContacts.find((c) => c.id === contact.id)!.chat.unseenMsgs).toBe(2);
    await api.get(`/api/apps/chat/chats/${contact.id}`);
    expect((await overview()).chatsContacts.find((c) => c.id === contact.id)!.chat.unseenMsgs).toBe(0);
  });

  it('keeps line breaks and emoji in a message', async () => {
    const me = (await overview()).profileUser.id;
    const res = await send(1, { message: 'first line\nsecond line 😀', senderId: me });
    expect(res.statusCode).toBe(201);
    expect(res.json().newMessageData.message).toBe('first line\nsecond line 😀');
  });

  it('saves the profile user\'s about and status, and only those', async () => {
    const update = (payload: unknown) => api.post('/api/apps/chat/users/profile-user', payload);
    const res = await update({ about: 'On call this week', status: 'busy', role: 'root', id: 99, fullName: 'Mallory' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 11, about: 'On call this week', status: 'busy', role: 'admin', fullName: 'Grace Achieng' });
    const profile = (await api.get('/api/apps/chat/users/profile-user')).json();
    expect(profile).toMatchObject({ about: 'On call this week', status: 'busy', role: 'admin', fullName: 'Grace Achieng' });
    expect((await overview()).profileUser).toMatchObject({ id: 11, status: 'busy', fullName: 'Grace Achieng' });
    expect((await update({ about: '' })).json()).toMatchObject({ about: '', status: 'busy' });
    expect((await update({ about: 'Two\nlines' })).json().about).toBe('Two\nlines');
  });

  it('refuses hostile profile changes, changing nothing', async () => {
    const update = (payload: unknown) => api.post('/api/apps/chat/users/profile-user', payload);
    const before = (await api.get('/api/apps/chat/users/profile-user')).json();
    await expectEach(
      [
        update({}),
        update({ role: 'root' }),
        update({ status: 'invisible' }),
        update({ status: '' }),
        update({ status: 1 }),
        update({ about: 'x'.repeat(501) }),
        update({ about: 'nul\u0000' }),
        update({ about: 'half \udfff' }),
        update({ about: null }),
        update([]),
      ],
      400,
    );
    expect((await api.get('/api/apps/chat/users/profile-user')).json()).toEqual(before);
  });

  it('needs a token (401) and the Demo ability (403)', async () => {
    await expectGuarded(api, 'POST', '/api/apps/chat/users/profile-user', { status: 'away' });
    await expectGuarded(api, 'GET', '/api/apps/chat/chats-and-contacts');
    await expectGuarded(api, 'GET', '/api/apps/chat/users/profile-user');
    await expectGuarded(api, 'GET', '/api/apps/chat/chats/1');
    await expectGuarded(api, 'POST', '/api/apps/chat/chats/1', { message: 'hi', senderId: 11 });
  });
});
