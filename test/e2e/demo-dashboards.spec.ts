import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleInBothSkins, expectCompactPaginators, expectNoSidewaysScroll, openAsAdmin, PHONE } from './demo-helpers';

/** The dashboards' charts are drawn: every chart's numbers are in its table (read by screen readers). */
async function chartsDrawn(page: Page, count: number) {
  await expect(page.locator('.dash-chart canvas')).toHaveCount(count);
  await expect(page.locator('.dash-skeleton')).toHaveCount(0);
}

/** The first rows' invoice numbers with their Total cell (column index `total`). */
async function moneyByInvoice(table: Locator, total: number) {
  await expect(table.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible();
  const rows = await table.locator('tbody tr').all();
  const figures: Record<string, string> = {};
  for (const row of rows.slice(0, 5)) {
    const cells = row.getByRole('cell');
    figures[await row.getByRole('link', { name: /^#\d+$/ }).innerText()] = await cells.nth(total).innerText();
  }
  return figures;
}

const analyticsReady = (page: Page) => chartsDrawn(page, 8);
const ecommerceReady = (page: Page) => chartsDrawn(page, 11);

test.describe('demo dashboards', () => {
  test('analytics: figures from the API, charts with their numbers, the live invoice table, and charts that follow the skin', async ({ page }) => {
    await openAsAdmin(page, '/dashboard/analytics', 'Analytics dashboard');
    await analyticsReady(page);

    const data = await (await page.request.get('/api/analytics/data', { headers: await bearer(page) })).json();
    const subscribers = page.getByRole('region', { name: 'Subscribers gained' });
    await expect(subscribers.getByText(new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(data.subscribersGained.total))).toBeVisible();
    const table = subscribers.getByRole('table', { name: 'Subscribers gained: Subscribers per day' });
    await expect(table.getByRole('row')).toHaveCount(data.subscribersGained.chart.labels.length + 1);
    await expect(table.getByRole('cell').first()).toHaveText(new Intl.NumberFormat('en').format(data.subscribersGained.chart.series[0].data[0]));
    const open = data.supportTracker.openTicket;
    const completed = ((data.supportTracker.totalTicket - open) / data.supportTracker.totalTicket) * 100;
    await expect(page.getByRole('table', { name: 'Share of tickets completed' })).toContainText(`${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(completed)}%`);

    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible();
    // Every money figure of the card reads as the invoice list shows the same invoice (amounts are integer cents).
    const onCard = await moneyByInvoice(invoices, 3);
    await page.goto('/apps/invoice/list');
    expect(await moneyByInvoice(page.getByRole('table', { name: 'Invoices' }), 3)).toEqual(onCard);
    await page.goBack();
    await expect(page.getByText(/Showing 1 to 5 of \d+/)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Showing 6 to 10 of \d+/)).toBeVisible();

    const chart = page.locator('.dash-chart').first();
    await expect(chart).toHaveAttribute('data-chart-tone', 'light');
    const lightColours = await chart.getAttribute('data-chart-colours');
    await page.getByRole('button', { name: 'Dark skin' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expect(chart).toHaveAttribute('data-chart-tone', 'dark');
    await expect(chart).not.toHaveAttribute('data-chart-colours', lightColours!);
    await page.getByRole('button', { name: 'Dark skin' }).click();
    await expect(chart).toHaveAttribute('data-chart-colours', lightColours!);
  });

  test('e-commerce: the year picker switches the revenue report; sums are computed from the API', async ({ page }) => {
    await openAsAdmin(page, '/dashboard/ecommerce', 'eCommerce dashboard');
    await ecommerceReady(page);
    const data = await (await page.request.get('/api/ecommerce/data', { headers: await bearer(page) })).json();
    const [thisYear, lastYear] = data.revenueReport.years;

    const report = page.getByRole('region', { name: 'Revenue report' });
    await expect(report.getByRole('table', { name: `Earnings and expenses per month in ${thisYear.year}` })).toBeAttached();
    await report.getByLabel('Year').selectOption(String(lastYear.year));
    await expect(report.getByRole('table', { name: `Earnings and expenses per month in ${lastYear.year}` })).toBeAttached();
    const earned = lastYear.chart.series.find((s: { key: string }) => s.key === 'earning').data.reduce((a: number, b: number) => a + b, 0);
    await expect(report.getByText(new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(earned / 100), { exact: true })).toBeVisible();

    const net = data.transactionData.reduce((sum: number, t: { amount: number }) => sum + t.amount, 0);
    const transactions = page.getByRole('table', { name: 'Transactions' });
    await expect(transactions.getByRole('row')).toHaveCount(data.transactionData.length + 2);
    await expect(transactions.getByRole('row', { name: /Net/ })).toContainText(new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' }).format(net / 100));
  });

  test('in French: words, numbers and money in the locale', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', '"fr"'));
    await openAsAdmin(page, '/dashboard/ecommerce', 'Tableau de bord e-commerce');
    await ecommerceReady(page);
    const data = await (await page.request.get('/api/ecommerce/data', { headers: await bearer(page) })).json();
    const earnings = page.getByRole('region', { name: 'Revenus' });
    await expect(earnings.getByText(new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(data.earningsChart.thisMonth / 100))).toBeVisible();
    await expect(page.getByRole('table', { name: 'Transactions' }).getByRole('columnheader', { name: 'Montant' })).toBeVisible();
  });

  for (const [path, ready] of [
    ['/dashboard/analytics', analyticsReady],
    ['/dashboard/ecommerce', ecommerceReady],
  ] as const) {
    test(`${path}: accessible in both skins and usable at 390 px`, async ({ page }) => {
      // axe over every card twice, then a phone: slower than a journey on a busy machine.
      test.slow();
      await openAsAdmin(page, path);
      await expectAccessibleInBothSkins(page, path, ready);
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await ready(page);
      await expectNoSidewaysScroll(page);
      await expectCompactPaginators(page);
    });
  }
});

/** The access token the page holds, for reading the same API the page shows. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const res = await page.request.post('/api/jwt/login', { data: { email: 'admin@demo.com', password: 'admin' } });
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}
