import { expect, signInAs, test } from './fixtures';
import { openUikit, uikitReady } from './demo-uikit-helpers';

/** The UI kit's pages (`/ui/*`): icons, maps, cards, charts, page layouts and the keyboard paths of the extensions. */

test('icons: the search filters the set and a click copies the name to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openUikit(page, '/ui/feather-icons', 'Icons');
  const icons = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Copy / }) });
  const all = await icons.getByRole('button').count();
  expect(all).toBeGreaterThan(100);

  await page.getByRole('searchbox', { name: 'Search the icons' }).fill('heart');
  await expect(page).toHaveURL(/\?q=heart$/);
  await expect(icons.getByRole('button', { name: 'Copy HeartPulse' })).toBeVisible();
  await expect(icons.getByRole('button', { name: 'Copy Mail' })).toHaveCount(0);
  const found = await icons.getByRole('button').count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  await expect(page.getByText(`${found} icon${found === 1 ? '' : 's'}`, { exact: true })).toBeVisible();

  await icons.getByRole('button', { name: 'Copy HeartPulse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied “HeartPulse” to the clipboard.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('HeartPulse');

  await page.getByRole('searchbox', { name: 'Search the icons' }).fill('no such icon anywhere');
  await expect(page.getByText('No icon matches “no such icon anywhere”.')).toBeVisible();
});

test('maps: the world map renders with every other host blocked, and a place opens its popup', async ({ page, baseURL }) => {
  const ownHost = new URL(baseURL!).host;
  const elsewhere: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === ownHost || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    elsewhere.push(url.href);
    return route.abort();
  });
  await openUikit(page, '/ui/maps', 'Maps');
  const maps = page.getByRole('img', { name: /sample figures/ });
  await expect(maps).toHaveCount(2);
  // Something is drawn: the canvas has coloured pixels (countries, shapes, markers).
  const painted = await maps.first().evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
    return count;
  });
  expect(painted).toBeGreaterThan(5000);
  await page.getByRole('button', { name: 'Lisboa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lisboa: 120 trainees exchanged a year' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lisboa' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Portugal' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Portugal: 412 applications$/ })).toBeVisible();
  expect(elsewhere).toEqual([]);
});

test('cards: figures from the API; collapse, refresh (a new request) and remove, then restore', async ({ page }) => {
  await openUikit(page, '/ui/card', 'Cards');
  const card = page.getByRole('article', { name: 'Subscribers gained' });
  await expect(card.getByText('92.6K')).toBeVisible();

  await card.getByRole('button', { name: 'Collapse Subscribers gained' }).click();
  await expect(card.getByText('92.6K')).toBeHidden();
  await card.getByRole('button', { name: 'Expand Subscribers gained' }).click();
  await expect(card.getByText('92.6K')).toBeVisible();

  const refetch = page.waitForRequest((request) => request.url().endsWith('/api/card/card-statistics/subscribers'));
  await card.getByRole('button', { name: 'Refresh Subscribers gained' }).click();
  await refetch;
  await expect(card.getByRole('status')).toHaveText(/^Refreshed at /);

  await page.getByRole('article', { name: 'Support tracker' }).getByRole('button', { name: 'Remove Support tracker' }).click();
  await expect(page.getByRole('article', { name: 'Support tracker' })).toHaveCount(0);
  await expect(page.getByText('1 card removed')).toBeVisible();
  await page.getByRole('button', { name: 'Restore removed cards' }).click();
  await expect(page.getByRole('article', { name: 'Support tracker' }).getByText('163 tickets')).toBeVisible();
});

test('charts: every type is drawn with its numbers, and drawn again in the other skin', async ({ page }) => {
  await openUikit(page, '/ui/charts', 'Charts');
  const canvases = page.locator('canvas[role="img"]');
  await expect(canvases).toHaveCount(11);
  const line = page.getByRole('img', { name: 'Revenue, this month and last month' });
  await page.waitForTimeout(1200); // chart.js's own entrance animation
  const light = await line.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  await page.getByRole('button', { name: 'Dark skin' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
  await page.waitForTimeout(1200);
  expect(await line.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())).not.toBe(light);

  const pie = page.getByRole('figure', { name: 'Sessions by device (%)' });
  await pie.getByText('Show the numbers').click();
  await expect(pie.getByRole('table')).toContainText('Desktop');
  await expect(pie.getByRole('row', { name: /Desktop 58\.6/ })).toBeVisible();
});

test('cards and charts in French: the API’s series and rows (devices, customers, statuses) and the growth are French', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await page.goto('/ui/card');
  await uikitReady(page, 'Cartes');
  const devices = page.getByRole('article', { name: 'Sessions par appareil' });
  await expect(devices.getByRole('term')).toHaveText(['Ordinateur', 'Mobile', 'Tablette']);
  await expect(page.getByRole('article', { name: 'Clients' }).getByRole('term')).toHaveText(['Nouveaux', 'Fidèles', 'Recommandations']);
  await expect(page.getByRole('article', { name: 'Sessions moyennes' })).toContainText(/\+5,2\s%\spar rapport au mois dernier/);
  await expect(page.getByRole('main').getByText(/Desktop|Returning|Referrals/)).toHaveCount(0);

  await page.goto('/ui/charts');
  await uikitReady(page, 'Graphiques');
  const pie = page.getByRole('figure', { name: 'Sessions par appareil (%)' });
  await pie.getByText('Afficher les chiffres').click();
  await expect(pie.getByRole('row', { name: /Ordinateur 58,6/ })).toBeVisible();
  const scatter = page.getByRole('figure', { name: 'Âge et salaire de chaque membre du personnel, par statut' });
  await scatter.getByText('Afficher les chiffres').click();
  await expect(scatter.getByRole('table')).toContainText('(Personnel en poste)');
  await expect(scatter.getByRole('table')).not.toContainText('(Current)');
});

test('page layouts: each variant is the real shell, reachable from the page, and the way back restores it', async ({ page }) => {
  await openUikit(page, '/ui/page-layouts', 'Page layouts');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  // A link drawn as a button is one box, its border unbroken, even when its label takes two lines.
  for (const link of await page.locator('main a.p-button').all()) {
    expect(await link.evaluate((el) => el.getClientRects().length), (await link.textContent()) ?? undefined).toBe(1);
  }

  await page.getByRole('link', { name: 'Show the layout “Without menu”' }).click();
  await expect(page).toHaveURL(/\?layout=without-menu$/);
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('You are viewing the layout “Without menu”.');

  await page.getByRole('link', { name: 'Show the layout “Blank”' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page layout: Blank' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your own layout' }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('link', { name: 'Show the layout “Collapsed menu”' }).click();
  await page.mouse.move(900, 400);
  await expect.poll(async () => (await menu.boundingBox())?.width).toBeLessThan(100);
  await page.getByRole('link', { name: 'Show the layout “Boxed”' }).click();
  await expect.poll(async () => (await menu.boundingBox())?.width).toBeGreaterThan(200);
  await expect(page.locator('.layout')).toHaveClass(/layout--boxed/);
  await page.getByRole('link', { name: 'Show the layout “Empty”' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page layout: Empty' })).toBeVisible();
  await expect(menu).toBeVisible();
  // Nothing was saved: the next page is in the user's own layout.
  expect(await page.evaluate(() => localStorage.getItem('layoutSettings'))).toBeNull();
});

test('extensions: drag and drop with the keyboard, the context menu from its button, the lazy tree', async ({ page }) => {
  await openUikit(page, '/ui/extensions', 'Extensions');
  const order = page.getByRole('list', { name: 'Departments in order of preference' });
  await expect(order.getByRole('listitem').first()).toContainText('Emergency department');
  // Each step waits for dnd-kit's announcement, as a screen-reader user hears it.
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  const handle = order.getByRole('button', { name: 'Move Emergency department, position 1 of 5' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await announced('Emergency department is over position 2.');
  await page.keyboard.press('ArrowDown');
  await announced('Emergency department is over position 3.');
  await page.keyboard.press('Space');
  await announced('Dropped Emergency department at position 3.');
  await expect(order.getByRole('listitem').nth(2)).toContainText('Emergency department');
  await expect(order.getByRole('listitem').first()).toContainText('Paediatrics');

  await page.getByRole('button', { name: 'More actions for Nursing diploma.pdf' }).press('Enter');
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByText('Copy of Nursing diploma.pdf')).toBeVisible();

  const loaded = page.waitForRequest((request) => request.url().includes('/api/good-table/table_ssr') && request.url().includes('status=Resigned'));
  const tree = page.getByRole('tree', { name: 'Staff by status' });
  await tree.getByRole('treeitem', { name: 'Resigned' }).click();
  await page.keyboard.press('ArrowRight');
  await loaded;
  await expect(tree.getByRole('treeitem', { name: 'Resigned' }).getByRole('treeitem').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter the staff' }).fill('zzzz-nobody');
  await expect(tree.getByRole('treeitem')).toHaveText(['No results found']);

  // The copy button's icon keeps its distance from its label.
  const copy = page.getByRole('button', { name: 'Copy', exact: true });
  const gap = await copy.evaluate((button) => button.querySelector('.p-button-label')!.getBoundingClientRect().left - button.querySelector('.icon')!.getBoundingClientRect().right);
  expect(gap).toBeGreaterThanOrEqual(6);
  // The carousel shows whole slides only: each starts and ends inside the row, none peeks in.
  const row = (await page.locator('.p-carousel-items-content').boundingBox())!;
  const seen = (await page.locator('.p-carousel-item').evaluateAll((items) => items.map((i) => i.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })))).filter(
    (r) => r.right > row.x + 1 && r.left < row.x + row.width - 1,
  );
  for (const slide of seen) {
    expect(slide.left).toBeGreaterThanOrEqual(row.x - 1);
    expect(slide.right).toBeLessThanOrEqual(row.x + row.width + 1);
  }
});

test('components: the modal saves with the keyboard and Escape leaves the name as it was', async ({ page }) => {
  await openUikit(page, '/ui/components', 'Components');
  await page.getByRole('button', { name: 'Edit the display name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Display name' });
  await expect(dialog.getByLabel('Name shown to your colleagues')).toBeFocused();
  await page.keyboard.type('Dr Ana Martins');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Display name: Dr Ana Martins')).toBeVisible();
  await page.getByRole('button', { name: 'Edit the display name' }).click();
  await page.keyboard.type(' changed');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Display name: Dr Ana Martins', { exact: true })).toBeVisible();
  await uikitReady(page);
});
