import { expect, test } from './fixtures';

test('/ sends the visitor to the careers home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/careers$/);
});

test('an unknown path ends on the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error-404$/);
});
