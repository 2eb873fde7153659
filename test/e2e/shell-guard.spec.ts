import { expect, signInAs, test } from './fixtures';

/** Section 4 of the seed, in the browser: redirects, role landing and the 404 rules. */
test.describe('navigation guard', () => {
  test('/ goes to the careers home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Teaching and Referral Hospital — Careers' })).toBeVisible();
  });

  test('an unknown path goes to /error-404', async ({ page }) => {
    await page.goto('/there/is/no/such/page');
    await expect(page).toHaveURL(/\/error-404$/);
  });

  test('a visitor on a protected page is sent to /login with the way back', async ({ page }) => {
    await page.goto('/apps/calendar');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapps%2Fcalendar$/);
    await page.goto('/access-control');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccess-control$/);
    await page.goto('/careers/my-applications');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcareers%2Fmy-applications$/);
  });

  test('a visitor reaches the public careers pages and the sign-in pages', async ({ page }) => {
    for (const path of ['/careers', '/careers/jobs', '/careers/job/1', '/careers/activate-account', '/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
    }
  });

  test('a signed-in applicant on /login lands on /access-control', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('a signed-in administrator on /login or /register lands on /careers', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/careers$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('a signed-in applicant on a page they may not use stays there (the page says so)', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/apps/calendar');
    await expect(page).toHaveURL(/\/apps\/calendar$/);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('invalid e-mail folders and labels, to-do filters and tags go to /error-404', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/apps/email/sent');
    await expect(page).toHaveURL(/\/apps\/email\/sent$/);
    for (const path of ['/apps/email/nope', '/apps/email/label/work', '/apps/todo/done', '/apps/todo/tag/urgent']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/error-404$/);
    }
  });
});
