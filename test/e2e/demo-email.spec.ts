import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, test } from './fixtures';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE, uniqueText } from './demo-helpers';

/** What the journey reads and clicks, in the language it runs in. */
const WORDS = {
  en: {
    inbox: 'Inbox', sent: 'Sent', drafts: 'Drafts', spam: 'Spam', compose: 'Compose', newMessage: 'New message', reply: 'Reply', draft: 'Draft',
    to: 'To', subject: 'Subject', message: 'Message', send: 'Send', sentToast: 'E-mail sent', close: 'Close', keepDraft: 'Keep this e-mail as a draft?',
    saveDraft: 'Save draft', draftSaved: 'Draft saved', moveTo: 'Move to', moveToSpam: 'Move to Spam', moveToInbox: 'Move to Inbox',
    earlier: '1 earlier message', download: /^Download notes\.txt/,
  },
  fr: {
    inbox: 'Boîte de réception', sent: 'Envoyés', drafts: 'Brouillons', spam: 'Indésirables', compose: 'Rédiger', newMessage: 'Nouveau message', reply: 'Répondre', draft: 'Brouillon',
    to: 'À', subject: 'Objet', message: 'Message', send: 'Envoyer', sentToast: 'E-mail envoyé', close: 'Fermer', keepDraft: 'Garder cet e-mail en brouillon ?',
    saveDraft: 'Enregistrer le brouillon', draftSaved: 'Brouillon enregistré', moveTo: 'Déplacer vers', moveToSpam: 'Déplacer vers Indésirables', moveToInbox: 'Déplacer vers Boîte de réception',
    earlier: '1 message précédent', download: /^Télécharger notes\.txt/,
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const folder = (page: Page, name: string) => page.locator('.mail-app__sidebar').getByRole('link', { name: new RegExp(`^${name}`) });
/** What opens the list row whose subject is exactly `subject` (a link; a button for drafts). */
const row = (page: Page, subject: string) =>
  page.locator('.mail-row').filter({ has: page.locator('.mail-row__subject').getByText(subject, { exact: true }) }).locator('.mail-row__open');
const openedSubject = (page: Page, subject: string) => page.getByRole('heading', { level: 2, name: subject });

async function writeAndSend(page: Page, w: Words, recipient: string, subject: string, text: string) {
  await page.locator('.mail-app__sidebar').getByRole('button', { name: w.compose }).click();
  const dialog = page.getByRole('dialog', { name: w.newMessage });
  await opened(dialog);
  await dialog.getByLabel(w.to, { exact: true }).fill(recipient);
  await dialog.getByLabel(w.to, { exact: true }).press('Enter');
  await expect(dialog.getByRole('listitem').filter({ hasText: recipient })).toBeVisible();
  await dialog.getByLabel(w.subject).fill(subject);
  await typeMessage(dialog, w.message, text);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('ward rota notes') });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'notes.txt' })).toBeVisible();
  await dialog.getByRole('button', { name: w.send }).click();
  await expect(page.getByText(w.sentToast)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function mailJourney(page: Page, w: Words) {
  test.setTimeout(120_000);
  const subject = uniqueText('Rota');
  const recipient = `${subject.split(' ')[1]}@example.org`;

  // Write and send an e-mail with an attachment, and find it in Sent.
  await writeAndSend(page, w, recipient, subject, 'Please check the rota.');
  await folder(page, w.sent).click();
  await row(page, subject).click();
  await expect(openedSubject(page, subject)).toBeVisible();
  await expect(page.locator('.mail-message__body')).toContainText('Please check the rota.');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: w.download }).click();
  expect((await download).suggestedFilename()).toBe('notes.txt');

  // Reply: prefilled recipient and subject; the answer carries the thread.
  await page.getByRole('button', { name: w.reply, exact: true }).click();
  const reply = page.getByRole('dialog', { name: w.reply });
  await expect(reply.getByLabel(w.subject)).toHaveValue(`Re: ${subject}`);
  await expect(reply.getByRole('listitem').filter({ hasText: recipient })).toBeVisible();
  await typeMessage(reply, w.message, 'Thanks, all good.');
  await reply.getByRole('button', { name: w.send }).click();
  await expect(reply).toBeHidden();
  // The open thread goes on with the reply, after the message it answers.
  await expect(page.locator('.mail-message').last()).toContainText('Thanks, all good.');
  await expect(page.locator('.mail-message').first()).toContainText('Please check the rota.');
  await folder(page, w.sent).click();
  await row(page, `Re: ${subject}`).click();
  await expect(openedSubject(page, `Re: ${subject}`)).toBeVisible();
  await page.getByRole('button', { name: w.earlier }).click();
  await expect(page.locator('.mail-message--earlier')).toContainText('Please check the rota.');

  // Move it to Spam, find it there, and move it back to the inbox.
  await page.getByRole('toolbar').getByRole('button', { name: w.moveTo, exact: true }).click();
  await page.getByRole('button', { name: w.moveToSpam }).click();
  await expect(openedSubject(page, `Re: ${subject}`)).toBeHidden();
  await folder(page, w.spam).click();
  await row(page, `Re: ${subject}`).click();
  await page.getByRole('toolbar').getByRole('button', { name: w.moveTo, exact: true }).click();
  await page.getByRole('button', { name: w.moveToInbox }).click();
  await expect(openedSubject(page, `Re: ${subject}`)).toBeHidden();
  await expect(row(page, `Re: ${subject}`)).toBeHidden();
  await folder(page, w.inbox).click();
  await expect(row(page, `Re: ${subject}`)).toBeVisible();

  // Closing a written e-mail asks to keep it; the draft reopens as it was saved.
  const draftSubject = uniqueText('Draft');
  await page.locator('.mail-app__sidebar').getByRole('button', { name: w.compose }).click();
  const compose = page.getByRole('dialog', { name: w.newMessage });
  // Typed at once, while the window is still opening: it all stays in the field it was typed in.
  await compose.getByLabel(w.subject).focus();
  await page.keyboard.type(draftSubject, { delay: 40 });
  await expect(compose.getByLabel(w.subject)).toHaveValue(draftSubject);
  await expect(compose.getByLabel(w.to, { exact: true })).toHaveValue('');
  await typeMessage(compose, w.message, 'To be finished');
  await compose.getByRole('button', { name: w.close }).click();
  const keep = page.getByRole('dialog', { name: w.keepDraft });
  await keep.getByRole('button', { name: w.saveDraft }).click();
  await expect(page.getByText(w.draftSaved)).toBeVisible();
  await expect(compose).toBeHidden();
  await folder(page, w.drafts).click();
  await expect(row(page, draftSubject)).toHaveAccessibleName(new RegExp(draftSubject));
  await row(page, draftSubject).click();
  const draft = page.getByRole('dialog', { name: w.draft });
  await expect(draft.getByLabel(w.subject)).toHaveValue(draftSubject);
  await expect(draft.getByRole('textbox', { name: w.message })).toContainText('To be finished');
  await draft.getByRole('button', { name: w.close }).click();
  await expect(draft).toBeHidden();
  await expect(keep).toBeHidden();
}

test('write, send, reply, move to Spam and back, save and reopen a draft (English)', async ({ page }) => {
  await openAsAdmin(page, '/apps/email', WORDS.en.inbox);
  await mailJourney(page, WORDS.en);
});

test('the same in French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await openAsAdmin(page, '/apps/email', WORDS.fr.inbox);
  await mailJourney(page, WORDS.fr);
});

/** The dialog has put the focus in its first field. */
async function opened(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** Types `text` into the dialog's message editor (named `name`), once the dialog has opened and the editor holds the focus. */
async function typeMessage(dialog: Locator, name: string, text: string) {
  await opened(dialog);
  const message = dialog.getByRole('textbox', { name });
  await message.click();
  await expect(message).toBeFocused();
  await dialog.page().keyboard.type(text);
}

/** An e-mail sent through the API as the demo administrator; its id. */
async function sendThroughApi(page: Page, subject: string, message: string): Promise<number> {
  const login = await page.request.post('/api/jwt/login', { data: DEMO.admin });
  const { accessToken } = await login.json();
  const res = await page.request.post('/api/apps/email/emails', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { email: { to: [{ name: 'Jane Cooper', email: 'jane@example.org' }], subject, message } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).email.id;
}

test('a hostile mail body never runs: no script, no handler, no dialog', async ({ page }) => {
  const subject = uniqueText('Probe');
  const id = await sendThroughApi(page, subject, '<p>Hello</p><img src=x onerror="alert(1);window.__xss=1"><script>window.__xss=2;alert(2)</script><a href="javascript:alert(3)">link</a>');
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await openAsAdmin(page, `/apps/email/sent?email=${id}`, 'Sent');
  await expect(openedSubject(page, subject)).toBeVisible();
  const body = page.locator('.mail-message__body');
  await expect(body).toContainText('Hello');
  expect(await body.locator('script, [onerror], [onclick], a[href^="javascript"]').count()).toBe(0);
  expect(await page.locator('[onerror]').count()).toBe(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test('the mail app passes axe in both skins, and works at 390 px without sideways scrolling', async ({ page }) => {
  test.setTimeout(90_000);
  const subject = uniqueText('Axe');
  const id = await sendThroughApi(page, subject, '<p>Checked by <strong>axe</strong>.</p>');
  await openAsAdmin(page, '/apps/email', 'Inbox');
  await expectAccessibleInBothSkins(page, `/apps/email/sent?email=${id}`, async (p) => {
    await expect(openedSubject(p, subject)).toBeVisible();
  });
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Reply' }).getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await page.goto('/apps/email/sent');
  await expect(row(page, subject)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await row(page, subject).click();
  await expect(openedSubject(page, subject)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await page.getByRole('button', { name: 'Folders and labels' }).click();
  const drawer = page.locator('.mail-drawer');
  await expect(drawer.getByRole('link', { name: /^Inbox/ })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('link', { name: /^Spam/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
