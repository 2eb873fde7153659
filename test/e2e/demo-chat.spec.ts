import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE, uniqueText } from './demo-helpers';

const WORDS = {
  en: {
    title: 'Chat', contacts: 'Contacts', chats: 'Chats', firstHint: /your first message starts the chat/, messageTo: (name: string) => `Message to ${name}`,
    says: (name: string, text: string) => `${name} says: ${text}`, profile: /^Your profile/, about: 'About', save: 'Save', saved: 'Profile saved',
    details: (name: string) => `About ${name}`, status: 'Away', unread: /unread message/,
  },
  fr: {
    title: 'Messagerie', contacts: 'Contacts', chats: 'Discussions', firstHint: /votre premier message ouvre la discussion/, messageTo: (name: string) => `Message à ${name}`,
    says: (name: string, text: string) => `${name} dit : ${text}`, profile: /^Votre profil/, about: 'À propos', save: 'Enregistrer', saved: 'Profil enregistré',
    details: (name: string) => `À propos de ${name}`, status: 'Occupé', unread: /message non lu/,
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** A message the contact sends (as if it came from their side), through the API. */
async function receive(page: Page, contactId: number, message: string) {
  const login = await page.request.post('/api/jwt/login', { data: DEMO.admin });
  const { accessToken } = await login.json();
  const res = await page.request.post(`/api/apps/chat/chats/${contactId}`, { headers: { authorization: `Bearer ${accessToken}` }, data: { message, senderId: contactId } });
  expect(res.status()).toBe(201);
}

const openChatId = (page: Page) => Number(new URL(page.url()).searchParams.get('chat'));

/**
 * Chat with a contact who has no chat yet (the first or the last of the list, so the two languages
 * never pick the same one), receive an answer, find it unseen, read it, and save one's own profile.
 */
async function chatJourney(page: Page, w: Words, pick: 'first' | 'last') {
  test.setTimeout(90_000);
  const contacts = page.getByRole('list', { name: w.contacts }).getByRole('button');
  const contact = pick === 'first' ? contacts.first() : contacts.last();
  const name = (await contact.locator('.chat-item__name').textContent())!;
  await contact.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText(w.firstHint)).toBeVisible();
  const id = openChatId(page);

  // Shift+Enter breaks the line, Enter sends; the first message starts the thread.
  const text = uniqueText('Hello');
  const field = page.getByLabel(w.messageTo(name));
  await field.fill(text);
  await field.press('Shift+Enter');
  await field.pressSequentially('second line');
  await expect(field).toHaveValue(`${text}\nsecond line`);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(page.locator('.chat-bubble').filter({ hasText: text })).toHaveText(`${text}\nsecond line`);
  await expect(page.getByRole('list', { name: w.chats }).getByRole('button', { name: new RegExp(name) })).toBeVisible();

  // An answer arrives while the chat is open: shown, and announced politely.
  const answer = uniqueText('Answer');
  await receive(page, id, answer);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: w.says(name, answer) })).toBeAttached({ timeout: 10_000 });
  await expect(page.locator('.chat-bubble').filter({ hasText: answer })).toBeVisible();

  // Another one arrives while the chat is closed: unseen in the list until the chat is opened.
  await page.goto('/apps/chat');
  await receive(page, id, uniqueText('Later'));
  await page.reload();
  const item = page.getByRole('list', { name: w.chats }).getByRole('button', { name: new RegExp(name) });
  await expect(item).toHaveAccessibleName(w.unread);
  await item.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(item).not.toHaveAccessibleName(w.unread);

  // The contact's panel shows their data.
  await page.getByRole('button', { name: w.details(name) }).click();
  await expect(page.locator('.chat-panel').getByRole('heading', { name })).toBeVisible();
  await page.keyboard.press('Escape');

  // One's own about and status, saved through the API.
  const about = uniqueText('On call');
  await page.getByRole('button', { name: w.profile }).click();
  const panel = page.locator('.chat-panel');
  await panel.getByLabel(w.about).fill(about);
  await panel.getByRole('radio', { name: w.status }).check();
  await panel.getByRole('button', { name: w.save }).click();
  await expect(page.getByText(w.saved)).toBeVisible();
  await expect(page.getByRole('button', { name: w.profile })).toContainText(w.status);
  await page.getByRole('button', { name: w.profile }).click();
  await expect(page.locator('.chat-panel').getByLabel(w.about)).toHaveValue(about);
}

test('chat with a new contact, receive, read, and save one’s profile (English)', async ({ page }) => {
  await openAsAdmin(page, '/apps/chat', WORDS.en.title);
  await chatJourney(page, WORDS.en, 'first');
});

test('the same in French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await openAsAdmin(page, '/apps/chat', WORDS.fr.title);
  await chatJourney(page, WORDS.fr, 'last');
});

test('the chat passes axe in both skins, and works at 390 px without sideways scrolling', async ({ page }) => {
  test.setTimeout(90_000);
  await openAsAdmin(page, '/apps/chat', 'Chat');
  const first = page.getByRole('list', { name: 'Chats' }).getByRole('button').first();
  const name = (await first.locator('.chat-item__name').textContent())!;
  await first.click();
  const id = openChatId(page);
  await expectAccessibleInBothSkins(page, `/apps/chat?chat=${id}`, async (p) => {
    await expect(p.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(p.locator('.chat-bubble').first()).toBeVisible();
  });

  await page.setViewportSize(PHONE);
  await page.goto('/apps/chat');
  await expect(page.getByRole('list', { name: 'Contacts' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('list', { name: 'Chats' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('.chat-bubble').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Back to the chats' }).click();
  await expect(page.getByRole('list', { name: 'Contacts' })).toBeVisible();
});
