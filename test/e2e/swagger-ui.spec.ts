import { expect, test } from './fixtures';

test('an API tester signs in, authorizes and calls a protected route in Swagger UI', async ({ page }) => {
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByText('Hospital Careers Portal API')).toBeVisible({ timeout: 15_000 });

  const login = page.locator('#operations-auth-login');
  await login.locator('.opblock-summary').click();
  await login.locator('textarea.body-param__text').fill(JSON.stringify({ email: 'admin@demo.com', password: 'admin' }));
  await login.getByRole('button', { name: 'Execute' }).click();
  const loginBody = login.locator('.responses-wrapper .live-responses-table .response-col_description pre').first();
  await expect(loginBody).toContainText('accessToken');
  const token = JSON.parse((await loginBody.textContent())!).accessToken as string;
  // Folded again, as a tester would: its answer and documented responses are long.
  await login.locator('.opblock-summary').click();
  await expect(loginBody).toBeHidden();

  await page.getByRole('button', { name: /Authorize/ }).first().click();
  await page.locator('.auth-container input[type=text]').fill(token);
  await page.getByRole('button', { name: 'Apply credentials' }).click();
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  // Swagger UI renders the operations as they scroll into view: scroll until this one exists.
  const me = page.locator('#operations-auth-getCurrentUser');
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    expect(await me.count()).toBe(1);
  }).toPass({ timeout: 15_000 });
  await me.locator('.opblock-summary').click();
  await me.getByRole('button', { name: 'Execute' }).click();
  await expect(me.locator('.live-responses-table .response .response-col_status').first()).toHaveText('200');
  await expect(me.locator('.live-responses-table pre').first()).toContainText('admin@demo.com');
  expect(cspErrors).toEqual([]);
});
