import type { Locator } from '@playwright/test';
import { DEMO, expect, expectAccessible, signInAs, test } from './fixtures';
import { pageReady, waitForLink } from './auth-helpers';
import { bearerOf } from './careers-api-helpers';
import { expectAccessibleInBothSkins } from './demo-helpers';

/**
 * Staff accounts in the browser: a super admin invites a member of staff with the keyboard, the
 * invitee sets their password from the e-mailed link and signs in, the super admin puts them on a
 * job's hiring team, then deactivates them with a reason: the list strikes their name through and
 * says so. Every screen passes axe and fits 390 px.
 */
/** The contrast ratio (WCAG) of an element's text colour on its own background colour. */
async function contrastOf(element: Locator) {
  const [text, background] = await element.evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]);
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => Number(v) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(text!), luminance(background!)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

test('a super admin invites, teams up and deactivates a member of staff', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const email = `ward.manager.${Date.now().toString(36)}@example.org`;
  const name = `Amina Otieno ${Date.now().toString(36)}`;
  await signInAs(page, 'admin');
  await page.goto('/careers/admin/jobs');
  await pageReady(page, 'Manage jobs');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Staff' }).click();
  await pageReady(page, 'Staff');
  // The list in both skins (the rest of the journey stays in the dark one).
  await expectAccessibleInBothSkins(page, '/careers/admin/staff', async (p) => {
    await pageReady(p, 'Staff');
    await expect(p.getByRole('table', { name: 'Staff' }).locator('tbody tr').first()).toBeVisible();
  });
  // The invite button's words stand out from it in the dark skin too (they were teal on teal).
  expect(await contrastOf(page.getByRole('link', { name: 'Invite a member of staff' }))).toBeGreaterThanOrEqual(4.5);

  // The invite form, by keyboard.
  await page.getByRole('link', { name: 'Invite a member of staff' }).click();
  await pageReady(page, 'Invite a member of staff');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Role').selectOption('recruiting_manager');
  await page.getByLabel('Job title').fill('Ward manager');
  await page.getByRole('checkbox', { name: 'Nursing' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send the invitation' }).focus();
  await page.keyboard.press('Enter');
  await pageReady(page, name);
  await expect(page.locator('.staff-details')).toContainText('Invited');

  // The invitee chooses a password on the public page, then signs in.
  const link = await waitForLink(email, '/careers/staff-invitation');
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await pageReady(invitee, 'Set up your staff account');
  await expectAccessible(invitee);
  await invitee.getByLabel('New password', { exact: true }).fill('a staff passphrase');
  await invitee.getByLabel('Confirm the new password').fill('a staff passphrase');
  await invitee.getByRole('button', { name: 'Set my password' }).click();
  await expect(invitee.getByRole('status')).toContainText('Your staff account is active');
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await invitee.getByLabel('New password', { exact: true }).fill('another passphrase');
  await invitee.getByLabel('Confirm the new password').fill('another passphrase');
  await invitee.getByRole('button', { name: 'Set my password' }).click();
  await expect(invitee.getByRole('alert')).toContainText('not valid, or it was used already');
  await context.close();

  // On a job's hiring team.
  const admin = await bearerOf(request, DEMO.admin);
  const job = await (await request.post('/api/careers/admin/jobs', { headers: admin, data: { title: `Team Ward ${Date.now().toString(36)}` } })).json();
  await page.goto(`/careers/admin/jobs?edit=${job.id}`);
  const team = page.getByRole('region', { name: 'Hiring team' });
  await expect(team).toContainText('Nobody is on this job’s hiring team yet.');
  await team.getByLabel('Member of staff').selectOption({ label: `${name} (Ward manager)` });
  await team.getByLabel('Team role').selectOption('recruiting_manager');
  await team.getByRole('checkbox', { name: 'Makes decisions' }).check();
  await team.getByRole('button', { name: 'Add to the team' }).click();
  await team.getByRole('button', { name: 'Save the hiring team' }).click();
  await expect(page.getByText('Hiring team saved')).toBeVisible();
  // Saved, the button is disabled (nothing left to save): the focus is on the team's heading, not back at the page's start.
  await expect(team.getByRole('heading', { name: 'Hiring team' })).toBeFocused();
  await expect(team.getByRole('button', { name: `Remove ${name}, Recruiting manager` })).toBeVisible();
  await expectAccessible(page);

  // Deactivated with a reason: struck through and said in words.
  await page.goto('/careers/admin/staff');
  await pageReady(page, 'Staff');
  await page.getByLabel('Search the staff').fill(email);
  await page.getByRole('link', { name }).click();
  await pageReady(page, name);
  await page.getByRole('button', { name: 'Deactivate…' }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}` });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByText('Give a reason.').first()).toBeVisible();
  await dialog.getByLabel('Reason').fill('Left the trust');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.staff-details')).toContainText('Left the trust');
  await page.goto(`/careers/admin/staff?status=deactivated&q=${encodeURIComponent(email)}`);
  const row = page.getByRole('table', { name: 'Staff' }).locator('tbody tr').first();
  await expect(row.locator('s')).toHaveText(name);
  await expect(row).toContainText('(deactivated)');

  // 390 px: nothing scrolls sideways (the table scrolls in its own box).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toContainText('(deactivated)');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'the staff list fits 390 px' }).toBe(0);
  await page.goto(`/careers/admin/jobs?edit=${job.id}`);
  await expect(page.getByRole('region', { name: 'Hiring team' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'the hiring team fits 390 px' }).toBe(0);
});
