import { expect, test } from './fixtures';
import { pageReady, uniqueUser, waitForLink } from './auth-helpers';

test('register → pending applicant on access control → the e-mailed link activates the account', async ({ page }) => {
  const user = uniqueUser('reg');
  await page.goto('/register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Full name (optional)').fill(user.fullName);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByText(`We sent an activation link to ${user.email}`)).toBeVisible();
  await expect(page.locator('.access-control')).toContainText('Pending activation');

  const link = await waitForLink(user.email, '/careers/activate-account');
  await page.goto(link);
  await pageReady(page, 'Activate your account');
  await expect(page.getByText('Your account is active.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to the careers portal' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null')?.status)).toBe('active');

  // Opened again, the link says the account is active already and offers to go on.
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('Your account is active already.');
});

test('register: client checks, then the server’s duplicate messages under their fields; ?redirect is kept', async ({ page }) => {
  await page.goto('/register?redirect=%2Fcareers%2Fprofile');
  await page.getByRole('button', { name: 'Create account' }).click();
  const summary = page.locator('.form-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Please enter your username.', 'Please enter your email.', 'Please enter password']);

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Email').fill('client@demo.com');
  await page.getByLabel('Password', { exact: true }).fill('a long passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#register-email-error')).toHaveText('This email is already in use.');
  await expect(page.locator('#register-username-error')).toHaveText('This username is already in use.');

  const user = uniqueUser('redir');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/careers\/profile$/);
});

test('the sign-in page links to registration, keeping ?redirect', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcareers%2Fprofile');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fcareers%2Fprofile$/);
  await pageReady(page, 'Create an account');
});

test('activation page: an unknown token says so, and the resend form answers without telling whether the account exists', async ({ page }) => {
  await page.goto('/careers/activate-account?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('This link is not valid, or it was used already.');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText('a new activation link is on its way')).toBeFocused();
});

test('a new activation link from the resend form activates the account', async ({ page }) => {
  const user = uniqueUser('resend');
  const res = await page.request.post('/api/jwt/register', { data: user });
  expect(res.status()).toBe(200);
  const first = await waitForLink(user.email, '/careers/activate-account');
  await page.goto('/careers/activate-account');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText('a new activation link is on its way')).toBeVisible();
  await page.goto(await waitForLink(user.email, '/careers/activate-account', first));
  await expect(page.getByText('Your account is active.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
