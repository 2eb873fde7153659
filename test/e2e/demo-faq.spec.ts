import { expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE } from './demo-helpers';

test('FAQ: search in the URL and on the server, categories, accordions by keyboard, empty result', async ({ page }) => {
  await openAsAdmin(page, '/pages/faq', 'Let’s answer some questions');
  const main = page.getByRole('main');
  const categories = main.getByRole('navigation', { name: 'Question categories' });
  await expect(categories.getByRole('button')).toHaveCount(5);

  await main.getByRole('searchbox', { name: 'Search the questions' }).fill('order');
  await expect(page).toHaveURL(/\/pages\/faq\?q=order$/);
  await expect(main.getByRole('status').filter({ hasText: 'match your search' })).toHaveText(/^\d+ questions match your search$/);
  await expect(categories.getByRole('button', { name: /Payment/ })).toHaveCount(0);
  await categories.getByRole('button', { name: /Delivery/ }).click();
  await expect(page).toHaveURL(/\?q=order&category=delivery$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Delivery' })).toBeFocused();

  // The accordion opens and closes with the keyboard, and says so.
  const question = main.getByRole('button', { name: 'Why is my order delayed?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('region', { name: 'Why is my order delayed?' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  // Reload keeps the search and the category.
  await page.reload();
  await pageReady(page, 'Let’s answer some questions');
  await expect(main.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('order');
  await expect(main.getByRole('button', { name: /Delivery/ })).toHaveAttribute('aria-pressed', 'true');

  await main.getByRole('searchbox', { name: 'Search the questions' }).fill('zzz no such question');
  await expect(main.getByText('No question matches “zzz no such question”.')).toBeVisible();
  await main.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page).toHaveURL(/\/pages\/faq\?category=delivery$/);
  await expect(main.getByRole('link', { name: 'help@hospital.example' })).toHaveAttribute('href', 'mailto:help@hospital.example');
});

test('FAQ in French: the page, its counts, categories, questions and answers are French, and the search reads French', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await page.goto('/pages/faq?q=commande');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox', { name: 'Rechercher dans les questions' })).toHaveValue('commande');
  const delivery = main.getByRole('button', { name: /Livraison/ });
  await expect(delivery).toContainText('2 questions');
  await delivery.click();
  await expect(main.getByRole('heading', { level: 2, name: 'Livraison' })).toBeFocused();
  await expect(main.getByText('Où en est votre commande et quand elle arrive')).toBeVisible();
  const question = main.getByRole('button', { name: 'Pourquoi ma commande est-elle en retard ?' });
  await question.click();
  await expect(main.getByRole('region', { name: 'Pourquoi ma commande est-elle en retard ?' })).toContainText('La plupart des retards viennent du transporteur');
  await expect(main.getByText(/Delivery|Why is my order/)).toHaveCount(0);
});

test('FAQ: axe finds nothing in either skin, with an answer open; usable at 390 px', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectAccessibleInBothSkins(page, '/pages/faq', async (p) => {
    await pageReady(p, 'Let’s answer some questions');
    await p.getByRole('button', { name: 'Does my subscription automatically renew?' }).click();
    await expect(p.getByRole('region', { name: 'Does my subscription automatically renew?' })).toBeVisible();
  });
  await page.setViewportSize(PHONE);
  await page.goto('/pages/faq');
  await pageReady(page, 'Let’s answer some questions');
  await expectNoSidewaysScroll(page);
});
