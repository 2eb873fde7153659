import { expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE } from './demo-helpers';

const card = (page: import('@playwright/test').Page, plan: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: plan, exact: true }) });

test('pricing: monthly and yearly prices of the seed, the popular plan, choosing a plan, the questions', async ({ page }) => {
  await openAsAdmin(page, '/pages/pricing', 'Pricing plans');
  const main = page.getByRole('main');
  await expect(card(page, 'Basic')).toContainText('$0/month');
  await expect(card(page, 'Standard')).toContainText('$49/month');
  await expect(card(page, 'Standard')).toContainText('Popular');
  await expect(card(page, 'Enterprise')).toContainText('$99/month');
  await expect(card(page, 'Enterprise')).toContainText('Save $228 a year with yearly billing');

  // The switch is a real switch: Space turns on the yearly prices, and the URL keeps them.
  const yearly = main.getByRole('switch', { name: 'Yearly' });
  await yearly.focus();
  await page.keyboard.press('Space');
  await expect(yearly).toBeChecked();
  await expect(page).toHaveURL(/\/pages\/pricing\?billing=annual$/);
  await expect(card(page, 'Standard')).toContainText('$40/month');
  await expect(card(page, 'Standard')).toContainText('$480 billed yearly');
  await expect(card(page, 'Enterprise')).toContainText('$80/month');
  await expect(card(page, 'Enterprise')).toContainText('$960 billed yearly');

  // The current plan comes from the API; choosing another is saved there.
  const status = main.getByRole('status').filter({ hasText: 'You are on the' });
  await expect(status).toHaveText(/You are on the (Basic|Standard|Enterprise) plan, billed (monthly|yearly)\./);
  await card(page, 'Enterprise').getByRole('button', { name: /Upgrade|Downgrade|Switch to yearly billing/ }).click();
  await expect(page.getByText('You are now on the Enterprise plan, billed yearly.')).toBeVisible();
  await expect(status).toHaveText('You are on the Enterprise plan, billed yearly.');
  await expect(card(page, 'Enterprise').getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  await page.reload();
  await pageReady(page, 'Pricing plans');
  await expect(card(page, 'Enterprise')).toContainText('Current plan');
  await expect(card(page, 'Standard').getByRole('button', { name: 'Downgrade' })).toBeEnabled();

  const question = main.getByRole('button', { name: 'Can I switch plans later?' });
  await question.click();
  await expect(main.getByRole('region', { name: 'Can I switch plans later?' })).toBeVisible();
});

test('pricing in French: prices in the French currency format', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await page.goto('/pages/pricing?billing=annual');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const money = (n: number) => new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(n);
  await expect(card(page, 'Standard')).toContainText(money(40));
  await expect(card(page, 'Standard')).toContainText(`${money(480)} facturés par an`);
  await expect(page.getByRole('switch', { name: 'Annuel' })).toBeChecked();
  // The plans' texts and the questions are French too; the figures are the same.
  await expect(card(page, 'Standard')).toContainText('Pour les petites et moyennes entreprises');
  await expect(card(page, 'Entreprise')).toContainText('Envoi de fichiers avec 5 Go de stockage');
  await expect(page.getByRole('button', { name: 'Puis-je changer d’offre plus tard ?' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/Unlimited|For small to medium|Can I switch plans/)).toHaveCount(0);
});

test('pricing: axe finds nothing in either skin; usable at 390 px', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectAccessibleInBothSkins(page, '/pages/pricing', (p) => pageReady(p, 'Pricing plans'));
  await page.setViewportSize(PHONE);
  await page.goto('/pages/pricing?billing=annual');
  await pageReady(page, 'Pricing plans');
  await expectNoSidewaysScroll(page);
});
