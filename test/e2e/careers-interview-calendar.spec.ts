import { expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { pageReady } from './auth-helpers';

const PANEL = { email: 'panel@demo.com', password: 'panel' };

/**
 * The panel calendar (issue 28): the demo panel member opens it from the menu, keeps "Mine only",
 * finds the demo interview (a week of slots from two days on, so this week or the next), and goes
 * from it to the candidate's scorecard on the round's board. Light and dark, 1280 and 390 px wide.
 */
test('a panel member finds their interview on the calendar and opens its scorecard', async ({ page }) => {
  test.setTimeout(120_000);
  const login = await (await page.request.post('/api/jwt/login', { data: PANEL })).json();
  const headers = { Authorization: `Bearer ${login.accessToken}` };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const answer = await (await page.request.get(`/api/careers/admin/interviews?from=${day(0)}&to=${day(14)}&mine=true`, { headers })).json();
  const demo = answer.items[0] as { candidate: string; job: { title: string }; round: { name: string } };
  expect(demo, 'the demo interview is on the panel member\'s calendar').toBeTruthy();
  await signInAs(page, PANEL);
  const entry = () => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: demo.candidate }) });

  await test.step('opens the calendar from the menu and keeps their own interviews', async () => {
    await page.goto('/careers/admin/sift');
    await pageReady(page, 'Shortlisting');
    await page.getByRole('link', { name: 'Interview calendar' }).click();
    await pageReady(page, 'Interview calendar');
    await page.getByRole('button', { name: 'Mine only' }).click();
    await expect(page.getByRole('button', { name: 'Mine only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/mine=true/);
    await expect(page.getByText(/^Your interviews, /)).toBeVisible();
    // The demo interview is this week or the next: once the week has loaded, step on if need be.
    await expect(entry().or(page.getByText('You are on no interview panel this week.')).first()).toBeVisible();
    if (!(await entry().count())) await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/mine=true/);
    const first = entry().first();
    await expect(first).toContainText(demo.job.title);
    await expect(first).toContainText(demo.round.name);
    await expect(first).toContainText('In person · Education Centre, Room 4');
    await expect(first).toContainText(/Panel: .+ \(lead\)/);
    await expect(first).toContainText('You are on the panel');
    await expectAccessible(page);
  });

  await test.step('at 390 px in the dark skin', async () => {
    await useSkin(page, 'dark');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await pageReady(page, 'Interview calendar');
    await expect(entry().first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  await test.step('goes, by keyboard, to the candidate\'s scorecard on the round\'s board', async () => {
    await entry().first().getByRole('link', { name: 'Scorecard' }).focus();
    await page.keyboard.press('Enter');
    await pageReady(page, /^Interviews: /);
    const assessment = page.getByRole('region', { name: `Assessment: ${demo.candidate}` });
    await expect(assessment).toBeFocused();
    await expect(assessment).toBeInViewport();
    await expectAccessible(page);
  });
});
