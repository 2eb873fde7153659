import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';

/**
 * Staff roles in the browser (issue "Hiring teams"): each demo account of the README sees the
 * applications its role and hiring teams allow, the same count as the API gives it, and no menu
 * item or button it may not use. The server's rules themselves are tested per role in
 * test/server/staff-access.test.ts; this is what a person signed in as each of them notices.
 */
const STAFF = {
  manager: { email: 'manager@demo.com', password: 'manager' },
  panel: { email: 'panel@demo.com', password: 'panel' },
  auditor: { email: 'auditor@demo.com', password: 'auditor' },
} as const;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

interface AdminList {
  total: number;
  applications: { id: number; job: { id: number }; applicant: { email?: string } }[];
}

/**
 * The applications list as the API answers `who`. Through the test's own request context, not the
 * page's: a sign-in there would put that person's refresh cookie in the browser.
 */
async function listAs(request: APIRequestContext, who: keyof typeof STAFF, perPage = 100) {
  const { accessToken } = await (await request.post('/api/jwt/login', { data: STAFF[who] })).json();
  return (await (await request.get(`/api/careers/admin/applications?perPage=${perPage}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as AdminList;
}

const count = (n: number) => (n === 1 ? '1 application' : `${n} applications`);

test('a recruiting manager sees the applications of their jobs only, and no control they may not use', async ({ page, request }) => {
  const mine = await listAs(request, 'manager');
  const all = await listAs(request, 'auditor');
  expect(mine.total).toBeGreaterThan(0);
  expect(mine.total).toBeLessThan(all.total);

  await signInAs(page, STAFF.manager);
  await page.goto('/careers/admin/applications');
  await pageReady(page, 'Applications');
  await expect(page.locator('.admin-jobs__count')).toContainText(count(mine.total));
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  for (const item of ['Staff', 'Audit log', 'Mail log']) await expect(menu(page).getByRole('link', { name: item, exact: true })).toHaveCount(0);

  // An application of a job that is not theirs is not found, as if it did not exist.
  const theirs = new Set(mine.applications.map((a) => a.id));
  const other = all.applications.find((a) => !theirs.has(a.id));
  expect(other, 'an application outside the manager’s teams').toBeDefined();
  await page.goto(`/careers/single-application/${other!.id}`);
  await expect(page.getByRole('alert')).toHaveText('There is no such application, or it is not shared with you.');
  await expect(page.getByRole('main')).not.toContainText(/—/);
});

test('a panel member reads the applications of their panels without contact details', async ({ page, request }) => {
  const list = await listAs(request, 'panel');
  expect(list.total).toBeGreaterThan(0);
  for (const application of list.applications) expect(application.applicant.email).toBeUndefined();

  await signInAs(page, STAFF.panel);
  await page.goto(`/careers/single-application/${list.applications[0]!.id}`);
  await pageReady(page);
  await expect(page.getByRole('main')).not.toContainText('@');
  // A panel member scores, but does not move applications along.
  await expect(page.getByRole('radio', { name: /Shortlist|Start review|Invite to interview|Reject/ })).toHaveCount(0);
});

test('an auditor reads the audit log and the applications, and changes nothing', async ({ page }) => {
  await signInAs(page, STAFF.auditor);
  await page.goto('/careers/admin/jobs');
  await pageReady(page, 'Manage jobs');
  await expect(page.getByRole('link', { name: 'New job' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Audit log', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await menu(page).getByRole('link', { name: 'Audit log', exact: true }).click();
  await pageReady(page, 'Audit log');
});
