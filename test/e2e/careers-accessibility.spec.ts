import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, outboxMails, signInAs, test, useSkin } from './fixtures';
import { animationsDone, pageReady } from './auth-helpers';

/**
 * The accessibility statement (issue 35): linked from the footers, server-rendered in four
 * languages, passes axe in both skins; its form is walked with the keyboard alone and acknowledged;
 * the staff list shows what was sent and marks it handled.
 */

const HEADINGS = { en: 'Accessibility statement', fr: 'Déclaration d’accessibilité', de: 'Erklärung zur Barrierefreiheit', pt: 'Declaração de acessibilidade' } as const;

for (const skin of ['light', 'dark'] as const) {
  test(`the statement passes axe in four languages (${skin} skin), server-rendered in each`, async ({ page }) => {
    test.setTimeout(90_000);
    await useSkin(page, skin);
    for (const [locale, heading] of Object.entries(HEADINGS)) {
      await test.step(locale, async () => {
        await page.context().addCookies([{ name: 'locale', value: locale, url: page.url().startsWith('http') ? page.url() : 'http://127.0.0.1' }]);
        await page.addInitScript((l) => localStorage.setItem('locale', JSON.stringify(l)), locale);
        const response = await page.goto('/careers/accessibility');
        expect(await response!.text()).toContain(`<h1 id="a11y-title">${heading}</h1>`);
        await pageReady(page, heading);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectAccessible(page);
      });
    }
  });
}

test('the footer links to the statement on public pages and in the staff shell', async ({ page }) => {
  await page.goto('/careers/jobs');
  await pageReady(page, 'Jobs');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Accessibility' }).click();
  await pageReady(page, 'Accessibility statement');
  await expect(page.getByRole('heading', { level: 2, name: 'Accessibility statement for applicants' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Accessibility statement for the staff screens' })).toBeVisible();
  await expect(page.getByText(/^On .*, axe-core \d+\.\d+\.\d+ checked \d+ screens of this statement/).first()).toBeVisible();
  const json = await page.request.get('/api/careers/accessibility');
  expect((await json.json()).statements).toHaveLength(2);

  await signInAs(page, 'admin');
  await page.goto('/careers/admin/jobs');
  await pageReady(page, 'Manage jobs');
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/careers/accessibility');
});

test('the feedback form works with the keyboard alone: errors, then a request acknowledged with a reference; staff mark it handled', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/careers/accessibility#feedback');
  await pageReady(page, 'Accessibility statement');
  const form = page.locator('.a11y-form');
  await expect(form).toBeVisible();
  // Empty submit from the keyboard: the summary takes focus and links to the fields.
  await page.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');
  const summary = page.locator('.form-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Tell us what you need or what the problem is.', 'Enter your name.', 'Enter your e-mail address.']);
  await animationsDone(page);
  await expectAccessible(page);

  // Keyboard only: the kind radios with the arrow keys, then Tab from field to field.
  await page.getByLabel('Report an accessibility problem').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Ask for the application in another format')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your message')).toBeFocused();
  await page.keyboard.type('Please send me the application form in large print.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('The format you need (optional)')).toBeFocused();
  await page.keyboard.type('Large print');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your name')).toBeFocused();
  await page.keyboard.type('Keyboard Walker');
  await page.keyboard.press('Tab');
  const email = `keyboard.${Date.now().toString(36)}@example.org`;
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('By e-mail')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');

  const sent = page.getByRole('status').filter({ hasText: 'Thank you: your message was sent' });
  await expect(sent).toBeFocused();
  const reference = (await sent.locator('strong').textContent())!;
  expect(reference).toMatch(/^A11Y-\d{6}$/);
  await expect(sent).toContainText('We will reply within 5 working days.');
  await expectAccessible(page);
  await expect.poll(() => outboxMails().filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([`We received your message about accessibility (${reference})`]);

  await signInAs(page, 'admin');
  await page.goto(`/careers/admin/accessibility-feedback?q=${reference}`);
  await pageReady(page, 'Accessibility feedback');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Large print');
  await expectAccessible(page);
  await row.getByRole('button', { name: `Mark handled: ${reference}` }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Handled by');
});

/** Presses Tab until `target` has the focus (at most `max` times); fails otherwise. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('a visitor finds a job, filters the list and opens the vacancy with the keyboard alone', async ({ page }) => {
  await page.goto('/careers');
  await pageReady(page, /Careers at the Teaching and Referral Hospital/);
  await tabTo(page, page.getByLabel('Search jobs by title, keyword or reference'));
  await page.keyboard.type('nurse');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/careers\/jobs\?q=nurse$/);
  await pageReady(page, 'Search jobs');
  const nursing = page.getByRole('checkbox', { name: /^Nursing \(\d+\)$/ });
  await tabTo(page, nursing);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/department=nursing/);
  const first = page.getByRole('link', { name: 'Registered Nurse – Critical Care Unit' });
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await pageReady(page, 'Registered Nurse – Critical Care Unit');
  await tabTo(page, page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Accessibility' }), 80);
  await page.keyboard.press('Enter');
  await pageReady(page, 'Accessibility statement');
});
