import { expect, test } from './fixtures';
import { openUikit } from './demo-uikit-helpers';

/** /tables: the server-side table pages, sorts, searches and filters through the API, with its state in the URL. */

test('server-side table: paging, sorting, search and the status filter go to the API and the URL', async ({ page }) => {
  const asked: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/good-table/table_ssr')) asked.push(new URL(request.url()));
  });
  await openUikit(page, '/tables', 'Tables');
  const table = page.getByRole('table', { name: 'Server-side paging, sorting and search' });
  await expect(page.getByText('Showing 1 to 10 of 50')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: 'Page 2' }).first().click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Showing 11 to 20 of 50')).toBeVisible();
  expect(asked.at(-1)?.searchParams.get('page')).toBe('2');

  await table.getByRole('columnheader', { name: 'Salary' }).click();
  await expect(page).toHaveURL(/sortBy=salary/);
  await expect(page.getByText('Showing 1 to 10 of 50')).toBeVisible();
  expect(asked.at(-1)?.searchParams.get('sortBy')).toBe('salary');
  await table.getByRole('columnheader', { name: 'Salary' }).click();
  await expect(page).toHaveURL(/sortDesc=true/);
  await expect.poll(() => asked.at(-1)?.searchParams.get('sortDesc')).toBe('true');
  const salaries = async () => (await table.locator('tbody tr td:nth-child(6)').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
  await expect.poll(async () => {
    const values = await salaries();
    return values.length === 10 && values.every((value, i) => i === 0 || value <= values[i - 1]!);
  }).toBe(true);

  await page.getByLabel('Rows per page').first().selectOption('25');
  await expect(page).toHaveURL(/perPage=25/);
  await expect(page.getByText('Showing 1 to 25 of 50')).toBeVisible();
  expect(asked.at(-1)?.searchParams.get('perPage')).toBe('25');

  await page.getByRole('searchbox', { name: 'Search name, e-mail, post or city' }).fill('nurse practitioner');
  await expect(page).toHaveURL(/q=nurse\+practitioner/);
  await expect(page.getByText('Showing 1 to 10 of 10')).toBeVisible();
  expect(asked.at(-1)?.searchParams.get('q')).toBe('nurse practitioner');
  for (const post of await table.locator('tbody tr td:nth-child(3)').allTextContents()) expect(post).toBe('Nurse Practitioner');

  // Every nurse practitioner of the seed is a professional: the filter keeps them all, then none.
  await page.getByLabel('Status', { exact: true }).selectOption('Professional');
  await expect(page).toHaveURL(/status=Professional/);
  await expect.poll(() => asked.at(-1)?.searchParams.get('status')).toBe('Professional');
  await expect(page.getByText('Showing 1 to 10 of 10')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('Rejected');
  await expect.poll(() => asked.at(-1)?.searchParams.get('status')).toBe('Rejected');
  await expect(table.getByText('No row matches the search.')).toBeVisible();

  // The link keeps the list: reload shows the same page of the same search.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search name, e-mail, post or city' })).toHaveValue('nurse practitioner');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Rejected');
});

test('a table wider than its card scrolls inside it, its content fading out at the edge that has more', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openUikit(page, '/tables', 'Tables');
  await expect(page.getByText('Showing 1 to 10 of 50')).toBeVisible();
  const box = page.locator('.server-table .p-datatable-wrapper').first();
  const fades = () => box.evaluate((el) => ({ start: getComputedStyle(el).getPropertyValue('--scroll-cue-start'), end: getComputedStyle(el).getPropertyValue('--scroll-cue-end') }));
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // The page never scrolls sideways: the table does, inside its card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect.poll(fades).toEqual({ start: '0px', end: '48px' });
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(fades).toEqual({ start: '48px', end: '0px' });
  // The Status column, cut at first, is there to read once scrolled to.
  await expect(page.getByRole('table', { name: 'Server-side paging, sorting and search' }).locator('tbody tr').first().locator('.p-tag')).toBeInViewport({ ratio: 1 });
});

test('column and advanced search narrow the rows in the browser', async ({ page }) => {
  await openUikit(page, '/tables', 'Tables');
  const section = page.getByRole('region', { name: 'Column and advanced search' });
  await expect(section.getByText('50 rows match the advanced search')).toBeVisible();
  await section.getByLabel('Post').selectOption('Accountant');
  await expect(section.getByText('10 rows match the advanced search')).toBeVisible();
  await section.getByRole('combobox', { name: 'Filter by status' }).selectOption('Current');
  const rows = section.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toContainText('Current');
  await section.getByRole('button', { name: 'Clear the search' }).click();
  await expect(section.getByText('50 rows match the advanced search')).toBeVisible();
});
