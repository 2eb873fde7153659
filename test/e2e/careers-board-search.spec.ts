import { expect, test } from './fixtures';
import { holdEarlyInputReplay, pageReady, signInThroughForm } from './auth-helpers';

/** The public job board in the browser: search, filters, sort and pages in the URL; the job page. */

const NURSE = 'Registered Nurse – Critical Care Unit';

test('a visitor searches and filters jobs; the URL keeps the view and the back button restores it', async ({ page }) => {
  await page.goto('/careers');
  await pageReady(page, /Careers at the Teaching and Referral Hospital/);
  await page.getByLabel('Search jobs by title, keyword or reference').fill('nurse');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\?q=nurse$/);
  await pageReady(page, 'Search jobs');
  await expect(page.getByLabel('Job title, keyword or reference')).toHaveValue('nurse');
  await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();
  await expect(page.getByRole('link', { name: NURSE })).toBeVisible();

  // A filter with its count; ticking it puts it in the URL.
  const nursing = page.getByRole('checkbox', { name: /^Nursing \(\d+\)$/ });
  await nursing.check();
  await expect(page).toHaveURL(/\/careers\/jobs\?q=nurse&department=nursing$/);
  await expect(page.getByRole('link', { name: NURSE })).toBeVisible();
  await expect(page.getByRole('link', { name: /Paediatric Nurse/ })).toHaveCount(0);

  await page.getByLabel('Sort by').selectOption('closing');
  await expect(page).toHaveURL(/\/careers\/jobs\?q=nurse&department=nursing&sortBy=closing$/);

  // Back restores each earlier view, its controls included.
  await page.goBack();
  await expect(page).toHaveURL(/\/careers\/jobs\?q=nurse&department=nursing$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await page.goBack();
  await expect(page).toHaveURL(/\/careers\/jobs\?q=nurse$/);
  await expect(page.getByRole('checkbox', { name: /^Nursing \(\d+\)$/ })).not.toBeChecked();
  await expect(page.getByRole('link', { name: /Paediatric Nurse/ })).toBeVisible();

  // A link to a view gives the same view, also one shared before the board took the list kit names (sort=, now sortBy=).
  await page.goto('/careers/jobs?q=nurse&department=nursing&sort=closing');
  await expect(page.getByRole('checkbox', { name: /^Nursing \(\d+\)$/ })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('closing');
  await expect(page.getByLabel('Job title, keyword or reference')).toHaveValue('nurse');
});

test('an empty result says so and offers to clear the search and filters', async ({ page }) => {
  await page.goto('/careers/jobs?q=astronaut&department=ict');
  await pageReady(page, 'Search jobs');
  await expect(page.getByText('No jobs found')).toBeVisible();
  await expect(page.getByText('No open job matches your search.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Clear search and filters' }).last().click();
  await expect(page).toHaveURL(/\/careers\/jobs$/);
  await expect(page.getByText(/^\d+ jobs found$/)).toBeVisible();
});

test('results come in pages with their own URL', async ({ page }) => {
  await page.goto('/careers/jobs');
  await pageReady(page, 'Search jobs');
  const pages = page.getByRole('navigation', { name: 'Pages of results' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/careers\/jobs\?page=2$/);
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 2');
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  await page.goBack();
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 1');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters fold behind a button', async ({ page }) => {
    await page.goto('/careers/jobs');
    await pageReady(page, 'Search jobs');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Department' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('checkbox', { name: /^Nursing \(\d+\)$/ }).check();
    await expect(page).toHaveURL(/department=nursing/);
    await expect(page.getByRole('button', { name: /\(1 chosen\)/ })).toBeVisible();
  });

  test('a tap on the button before the scripts came opens the filters once they are there', async ({ page }) => {
    await page.goto('/careers/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
    // The tap is the intent that loads the scripts (the page's starter): it is replayed once hydrated.
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  });

  test('a tap on the button as soon as the page answers opens the filters once, on a slow connection too', async ({ page }) => {
    const replayed = await holdEarlyInputReplay(page);
    await page.goto('/careers/jobs');
    await pageReady(page, 'Search jobs');
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await replayed();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  });
});

test('on a desktop the filters stand open, with no button to fold them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/careers/jobs');
  await pageReady(page, 'Search jobs');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show filters' })).toBeHidden();
});

test('a visitor opens a job: the whole vacancy, its JSON-LD, and sign-in that comes back to it', async ({ page }) => {
  await page.goto('/careers/jobs?q=critical+care');
  await page.getByRole('link', { name: NURSE }).click();
  await expect(page).toHaveURL(/\/careers\/job\/registered-nurse-critical-care-unit-trh-\d{4}-\d{3}$/);
  await pageReady(page, NURSE);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page).toHaveTitle(`${NURSE} · Hospital Careers`);
  for (const heading of ['About the job', 'Main duties', 'Essential criteria', 'Desirable criteria', 'Documents required']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/KES\s68,000\s?–\s?92,000 a month \(gross\)/)).toBeVisible();
  await expect(page.getByText(/\(closes (in \d+ days?|today)\)/)).toBeVisible();

  const ld = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: NURSE,
    hiringOrganization: { '@type': 'Organization', name: 'Teaching and Referral Hospital' },
    employmentType: ['FULL_TIME'],
    jobLocation: { '@type': 'Place', name: 'Main Campus' },
    baseSalary: { '@type': 'MonetaryAmount', currency: 'KES', value: { minValue: 68000, maxValue: 92000, unitText: 'MONTH' } },
  });
  expect(Date.parse(ld.validThrough)).toBeGreaterThan(Date.now());

  const signIn = page.getByRole('link', { name: 'Sign in to apply' }).first();
  await expect(signIn).toHaveAttribute('href', `/login?redirect=/careers/job/${slug}`);
  await expect(page.getByRole('link', { name: 'Create an account' }).first()).toHaveAttribute('href', `/register?redirect=/careers/job/${slug}`);
  await signIn.click();
  await signInThroughForm(page, 'client@demo.com', 'client');
  await expect(page).toHaveURL(new RegExp(`/careers/job/${slug}$`));
  await expect(page.getByRole('link', { name: 'Apply for this job' }).first()).toBeVisible();

  // The JSON-LD belongs to the job page only.
  await page.getByRole('link', { name: 'All open jobs' }).click();
  await pageReady(page, 'Search jobs');
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
});

test('the job page opens by id as well as by slug', async ({ page }) => {
  const { jobs } = await (await page.request.get('/api/careers/jobs?q=critical+care')).json();
  await page.goto(`/careers/job/${jobs[0].id}`);
  await pageReady(page, jobs[0].title);
});

test('an unknown job says it is not found and leads to the open jobs', async ({ page }) => {
  await page.goto('/careers/job/no-such-job-trh-1999-999');
  await pageReady(page, 'Job not found');
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'See open jobs' }).click();
  await expect(page).toHaveURL(/\/careers\/jobs$/);
});
