import { expect, test } from './fixtures';
import { pageReady, registerThroughApi, signInThroughForm, uniqueUser } from './auth-helpers';

test('an administrator signs in and lands on the careers home', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, 'admin@demo.com', 'admin');
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Teaching and Referral Hospital');
});

test('an applicant signs in and lands on access control: a welcome, the next step, then what they may do', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, 'client@demo.com', 'client');
  await expect(page).toHaveURL(/\/access-control$/);
  await pageReady(page, /^Welcome, /);
  const next = page.getByRole('region', { name: 'Your next step' });
  await expect(next.getByRole('link').first()).toBeVisible();
  await expect(page.locator('.access-control dd').nth(1)).toHaveText('Applicant');
  const rules = page.locator('.access-rules li');
  await expect(rules).toHaveCount(4);
  await expect(rules.filter({ hasText: '(read · ACL)' })).toContainText('This access-control page');
  // Browsing the jobs is always offered, as the step or after the others.
  await next.getByRole('link', { name: 'Browse open jobs' }).click();
  await expect(page).toHaveURL(/\/careers\/jobs$/);
});

test('a wrong password shows the message under the field', async ({ page }) => {
  const user = await registerThroughApi(page, uniqueUser('wrongpw'));
  await page.goto('/login');
  await signInThroughForm(page, user.email, 'not the password');
  const email = page.getByLabel('Email or username');
  await expect(page.locator('#login-email-error')).toHaveText('Email or Password is Invalid');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-describedby', 'login-email-error');
  await expect(page.locator('.form-summary')).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty submit lists the problems at the top, linked to the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const summary = page.locator('.form-summary');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Please enter password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('sign-in works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await pageReady(page, 'Sign in');
  const email = page.getByLabel('Email or username');
  for (let i = 0; i < 15 && !(await email.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type('admin@demo.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/careers$/);
});

test('after signing in, the visitor goes back to the page they asked for', async ({ page }) => {
  await page.goto('/careers/my-applications');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcareers%2Fmy-applications$/);
  await signInThroughForm(page, 'client@demo.com', 'client');
  await expect(page).toHaveURL(/\/careers\/my-applications$/);
});

test('too many failures: the form says how long to wait', async ({ page }) => {
  const account = uniqueUser('locked').email;
  // Five failures from this address, each after the growing wait the server asks for (0, 0, 1 s, 2 s).
  for (const waitMs of [0, 0, 0, 1000, 2000]) {
    await page.waitForTimeout(waitMs);
    const res = await page.request.post('/api/jwt/login', { data: { email: account, password: 'wrong' } });
    expect(res.status()).toBe(400);
  }
  await page.goto('/login');
  await signInThroughForm(page, account, 'wrong');
  await expect(page.locator('.form-summary')).toContainText(/Too many attempts\. Try again in 1[45] minutes\./);
});

test('login v1 signs in too, and links to its own forgot-password page', async ({ page }) => {
  await page.goto('/pages/authentication/login-v1');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/pages/authentication/forgot-password-v1');
  await expect(page.getByText('admin@demo.com')).toBeVisible();
  await signInThroughForm(page, 'client@demo.com', 'client');
  await expect(page).toHaveURL(/\/access-control$/);
});

test('the sign-in page follows the chosen language, the server’s message included', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
  await page.getByLabel('E-mail ou nom d’utilisateur').fill('client@demo.com');
  await page.getByLabel('Mot de passe', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('#login-email-error')).toHaveText('E-mail ou mot de passe incorrect');
  await expect(page.locator('.form-summary h2')).toHaveText('Il y a un problème');
});
