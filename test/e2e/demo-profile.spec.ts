import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE, uniqueText } from './demo-helpers';

const PAGE = '/pages/profile';
const postsReady = (page: Page) => expect(page.getByRole('article').first()).toBeVisible();
const poll = (page: Page) => page.locator('#profile-poll');

test.describe('demo profile', () => {
  test('like, comment, load more and vote: each saved and there after a reload', async ({ page }) => {
    await openAsAdmin(page, PAGE);
    await postsReady(page);

    // Load more: the next page of posts from the API.
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByText(/^Showing 3 of \d+ posts$/)).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByText(/^Showing 6 of \d+ posts$/)).toBeVisible();

    // Like the newest post (or take the like back when a previous run left it liked).
    const post = page.getByRole('article').first();
    const like = post.getByRole('button', { name: /^Like/ });
    const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
    const count = Number((await like.locator('[aria-hidden="true"]').last().textContent())!.replace(/\D/g, ''));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
    await expect(like).toContainText(new Intl.NumberFormat('en').format(count + (wasLiked ? -1 : 1)));

    // Comment on it.
    const comment = uniqueText('Lovely news');
    await post.getByLabel('Your comment').fill(comment);
    await post.getByRole('button', { name: 'Post comment' }).click();
    await expect(post.getByRole('status').filter({ hasText: 'Your comment has been posted.' })).toBeVisible();
    await expect(post.getByRole('list', { name: 'Comments' })).toContainText(comment);

    // Vote for an option other than the current vote; then move the vote.
    const options = poll(page).getByRole('radio');
    const voted = poll(page).getByText('(your vote)');
    const total = async () => Number((await poll(page).getByText(/votes? in all/).textContent())!.replace(/\D/g, ''));
    const hadVoted = (await voted.count()) > 0;
    const before = await total();
    const firstFree = (await options.nth(0).isChecked()) ? 1 : 0;
    await options.nth(firstFree).check();
    await poll(page).getByRole('button', { name: hadVoted ? 'Change my vote' : 'Vote' }).click();
    await expect(poll(page).locator('label', { hasText: '(your vote)' })).toHaveCount(1);
    await expect.poll(total).toBe(hadVoted ? before : before + 1);

    await page.reload();
    await postsReady(page);
    const again = page.getByRole('article').first();
    await expect(again.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', String(!wasLiked));
    await expect(again.getByRole('list', { name: 'Comments' })).toContainText(comment);
    await expect(options.nth(firstFree)).toBeChecked();
    const afterVote = await total();
    await options.nth(firstFree === 0 ? 1 : 0).check();
    await poll(page).getByRole('button', { name: 'Change my vote' }).click();
    await expect(options.nth(firstFree === 0 ? 1 : 0)).toBeChecked();
    await expect(poll(page).locator('label', { hasText: '(your vote)' })).toHaveCount(1);
    expect(await total()).toBe(afterVote);
  });

  test('in Portuguese: words and counts in the locale', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', '"pt"'));
    await openAsAdmin(page, PAGE);
    await postsReady(page);
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toBeVisible();
    await expect(page.getByText(/^A mostrar 3 de \d+ publicações$/)).toBeVisible();
    await expect(poll(page).getByText(/votos? no total/)).toBeVisible();
  });

  test('accessible in both skins and usable at 390 px', async ({ page }) => {
    await openAsAdmin(page, PAGE);
    await expectAccessibleInBothSkins(page, PAGE, postsReady);
    await page.setViewportSize(PHONE);
    await page.goto(PAGE);
    await postsReady(page);
    await expectNoSidewaysScroll(page);
  });
});
