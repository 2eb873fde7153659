import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openAsAdmin, screenChecks, uniqueText } from './demo-helpers';

const panel = (page: Page, title: string) => page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: title }) });
const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true });
/** The value shown beside a term of a description list (`Total` → `$216.33`). */
const valueOf = (scope: Locator, term: string) => scope.locator('div').filter({ has: scope.page().getByRole('term').getByText(term, { exact: true }) }).getByRole('definition');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function fillLine(line: Locator, values: { item: string; cost: string; quantity?: string; discount?: string; tax?: string }) {
  await line.getByLabel('Item').fill(values.item);
  await line.getByLabel('Cost').fill(values.cost);
  if (values.quantity) await line.getByLabel('Qty').fill(values.quantity);
  if (values.discount) await line.getByLabel('Discount %').fill(values.discount);
  if (values.tax) await line.getByLabel('Tax %').fill(values.tax);
}

test('create an invoice with three lines, send it, record a partial payment, print it, read it in French', async ({ page }) => {
  const client = uniqueText('Client');
  const email = `${client.toLowerCase().replaceAll(' ', '.')}@example.org`;
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await openAsAdmin(page, '/apps/invoice/add', 'New invoice');

  // Client typed in, three lines, live totals in exact cents (0.10 + 0.20 at 7.5 % is 0.33, tax per line half up).
  await page.getByLabel('Name', { exact: true }).fill(client);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Company').fill('Lima & Filhos');
  const lines = page.getByRole('listitem').filter({ has: page.getByLabel('Item') });
  await fillLine(lines.nth(0), { item: 'Consulting', cost: '0.10', tax: '7.5' });
  await page.getByRole('button', { name: 'Add line' }).click();
  await fillLine(lines.nth(1), { item: 'Support', cost: '0,20', tax: '7,5' });
  const totals = page.locator('.invoice-totals');
  await expect(valueOf(totals, 'Total')).toHaveText('$0.33');
  await page.getByRole('button', { name: 'Add line' }).click();
  await fillLine(lines.nth(2), { item: 'Design', cost: '100', quantity: '2', discount: '10', tax: '20' });
  await expect(page.getByRole('status').or(page.locator('output')).filter({ hasText: '$216.00' })).toBeVisible();
  await expect(valueOf(totals, 'Subtotal')).toHaveText('$200.30');
  await expect(valueOf(totals, 'Discount')).toHaveText('-$20.00');
  await expect(valueOf(totals, 'Tax')).toHaveText('$36.03');
  await expect(valueOf(totals, 'Total')).toHaveText('$216.33');
  await lines.nth(2).getByLabel('Qty').fill('0');
  await page.getByRole('button', { name: 'Save invoice' }).click();
  await expect(page.getByText('Enter a whole number from 1 to 10,000.')).toBeVisible();
  await expectAccessible(page);
  await lines.nth(2).getByLabel('Qty').fill('2');
  await page.getByRole('textbox', { name: 'Salesperson' }).fill('Tom Weiss');
  await page.getByRole('button', { name: 'Save invoice' }).click();

  // The preview: totals computed by the server from the lines.
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
  const number = page.url().split('/').pop()!;
  const invoice = page.getByRole('article');
  await expect(invoice.getByRole('heading', { level: 1, name: `Invoice #${number}` })).toBeVisible();
  await expect(invoice.getByText('Draft', { exact: true })).toBeVisible();
  await expect(invoice.getByRole('table', { name: `Lines of invoice #${number}` }).getByRole('row')).toHaveCount(4);
  const sums = invoice.locator('.invoice-totals');
  await expect(valueOf(sums, 'Total')).toHaveText('$216.33');
  await expect(valueOf(sums, 'Balance')).toHaveText('$216.33');

  // Send: recorded (status Sent, history), no e-mail.
  await page.getByRole('button', { name: 'Send invoice' }).click();
  const send = panel(page, 'Send invoice');
  await expect(send.getByLabel('To')).toHaveValue(email);
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'Invoice sent')).toBeVisible();
  // A toast sits below the navbar, never over its account menu.
  const navbar = (await page.locator('.navbar__bar').boundingBox())!;
  expect((await page.locator('.p-toast-message').first().boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  await expect(invoice.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByText(`Sent to ${email}`)).toBeVisible();

  // A partial payment: status and balance follow.
  await page.getByRole('button', { name: 'Add payment' }).click();
  const pay = panel(page, 'Add payment');
  await expect(pay.getByLabel('Amount')).toHaveValue('216.33');
  await pay.getByLabel('Amount').fill('300');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByText('The payment cannot be more than the balance.')).toBeVisible();
  await pay.getByLabel('Amount').fill('100');
  await pay.getByLabel('Payment method').selectOption({ label: 'Cash' });
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  await expect(invoice.getByText('Partial payment', { exact: true })).toBeVisible();
  await expect(valueOf(sums, 'Paid')).toHaveText('$100.00');
  await expect(valueOf(sums, 'Balance')).toHaveText('$116.33');

  // Print: the browser's print is asked for, and the print layout has no menus.
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send invoice' })).toBeHidden();
  await expect(invoice.getByRole('heading', { level: 1, name: `Invoice #${number}` })).toBeVisible();
  await expect(valueOf(sums, 'Balance')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // The list finds it by status, issued day and client, with the balance.
  await page.goto(`/apps/invoice/list?status=Partial+Payment&issuedFrom=${today()}&issuedTo=${today()}&q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${number}`, exact: true }) });
  await expect(row).toContainText('Partial payment');
  await expect(row).toContainText('$116.33');
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible();

  // In French: money and dates in the locale.
  await page.evaluate(() => localStorage.setItem('locale', '"fr"'));
  await page.goto(`/apps/invoice/preview/${number}`);
  await expect(invoice.getByText('Paiement partiel', { exact: true })).toBeVisible();
  await expect(invoice.getByText(/^116,33\s\$US$/).first()).toBeVisible();
  const issued = new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(new Date());
  await expect(invoice.getByText(issued)).toHaveCount(1);
});

test('duplicate an invoice from the list, then delete the copy', async ({ page }) => {
  await openAsAdmin(page, '/apps/invoice/list?status=Paid', 'Invoices');
  const first = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
  const source = (await first.getByRole('link').first().textContent())!.slice(1);
  await first.getByRole('button', { name: `Duplicate invoice #${source}` }).click();
  await expect(toast(page, 'Invoice duplicated')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/invoice\/edit\/\d+$/);
  const copy = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: `Edit invoice #${copy}` })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/apps/invoice/preview/${copy}`);
  await expect(page.getByRole('article').getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText(`Created as a copy of #${source}`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this invoice?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Invoice deleted')).toBeVisible();
  await expect(page).toHaveURL('/apps/invoice/list');
  await page.goto(`/apps/invoice/preview/${copy}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

screenChecks([
  ['/apps/invoice/list?sortBy=total', async (p) => expect(p.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(10)).toBeVisible()],
  ['/apps/invoice/preview/4991', async (p) => expect(p.getByRole('heading', { level: 2, name: 'History' })).toBeVisible()],
  ['/apps/invoice/add', async (p) => expect(p.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible()],
]);
