import { expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE, uniqueText } from './demo-helpers';

/** A 1×1 PNG: a real image by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('blog: search, open a post, comment, edit it and see the change on its page', async ({ page }) => {
  await openAsAdmin(page, '/pages/blog/list', 'Blog');
  const main = page.getByRole('main');
  const posts = main.getByRole('list', { name: 'Posts' });
  await main.getByRole('searchbox', { name: 'Search the blog' }).fill('deep work');
  await expect(page).toHaveURL(/\/pages\/blog\/list\?q=deep\+work$/);
  await expect(posts.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(1);
  await posts.getByRole('link', { name: /Deep Work/ }).first().click();
  await expect(page).toHaveURL(/\/pages\/blog\/7$/);
  await pageReady(page);

  // A comment is saved as text: markup in it is shown, not run.
  const text = `${uniqueText('Comment')} <b>not bold</b>`;
  const comments = main.getByRole('region', { name: /\d+ comments?/ });
  const before = Number((await comments.getByRole('heading', { level: 2 }).textContent())!.match(/\d+/)![0]);
  await main.getByRole('button', { name: 'Post comment' }).click();
  await expect(main.getByText('This field is required.')).toBeVisible();
  await main.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await main.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByText(text, { exact: true })).toBeVisible();
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText(`${before + 1} comments`);
  await expect(main.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');

  // Edit: title, slug (validated, made from the title), category, content; then the post shows them.
  await main.getByRole('link', { name: 'Edit post' }).click();
  await pageReady(page, 'Edit post');
  const title = `${uniqueText('Edited')} Deep Work`;
  await main.getByRole('textbox', { name: 'Title' }).fill(title);
  await main.getByRole('textbox', { name: 'Slug' }).fill('Not A Slug');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('Use lowercase letters and digits, in words joined by single hyphens.')).toBeVisible();
  await main.getByRole('button', { name: 'Make it from the title' }).click();
  await expect(main.getByRole('textbox', { name: 'Slug' })).toHaveValue(/^edited-[a-z0-9]+-deep-work$/);
  await main.getByRole('checkbox', { name: 'Gaming' }).check();
  const editor = main.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' An added closing line.');
  await main.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/pages\/blog\/7$/);
  await expect(page.getByText('Post saved')).toBeVisible();
  await pageReady(page, title);
  await expect(main.getByRole('article')).toContainText('An added closing line.');
  await expect(main.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Gaming' })).toBeVisible();

  // The list finds the post by its new title.
  await page.goto(`/pages/blog/list?q=${encodeURIComponent(title)}`);
  await expect(main.getByRole('list', { name: 'Posts' }).getByRole('link', { name: title })).toBeVisible();
});

test('blog: categories filter on the server, paging in the URL, unknown posts lead to the 404 page', async ({ page }) => {
  await openAsAdmin(page, '/pages/blog/list', 'Blog');
  const main = page.getByRole('main');
  await main.getByRole('complementary', { name: 'Blog sidebar' }).getByRole('link', { name: /^Video/ }).click();
  await expect(page).toHaveURL(/\?category=video$/);
  await expect(main.getByRole('status').filter({ hasText: 'in Video' })).toHaveText(/^\d+ posts? in Video$/);
  const cards = main.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  for (const card of await cards.all()) await expect(card.getByRole('link', { name: 'Video' })).toBeVisible();

  await main.getByRole('button', { name: 'Show all posts' }).click();
  await expect(page).toHaveURL(/\/pages\/blog\/list$/);
  await main.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards.first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/blog\/list$/);

  for (const path of ['/pages/blog/9999', '/pages/blog/abc', '/pages/blog/edit/9999']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error-404$/);
  }
});

test('blog: the featured image is uploaded, shown on the post and removed; a file that is not an image is refused', async ({ page }) => {
  await openAsAdmin(page, '/pages/blog/edit/5', 'Edit post');
  const main = page.getByRole('main');
  const field = main.getByRole('group', { name: 'Featured image' });
  await field.getByLabel(/Upload an image|Replace the image/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  const preview = field.getByRole('img', { name: 'The featured image' });
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  const src = await preview.getAttribute('src');
  await page.goto('/pages/blog/5');
  await expect(main.getByRole('article').locator('img.blog-cover')).toHaveAttribute('src', src!);
  await page.goBack();
  await pageReady(page, 'Edit post');
  await field.getByLabel('Replace the image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await expect(field.getByRole('alert')).toHaveText('Only PNG and JPEG images are accepted.');
  await field.getByRole('button', { name: 'Remove the image' }).click();
  await expect(field.getByText('This post has no featured image.')).toBeVisible();
});

test('blog in German: dates and counts in German', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('de')));
  await page.goto('/pages/blog/2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Beitrag bearbeiten' })).toBeVisible();
  const date = await main.getByRole('article').locator('time').getAttribute('datetime');
  const expected = new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(new Date(`${date}T00:00:00`));
  await expect(main.getByRole('article').locator('time')).toHaveText(expected);
  await expect(main.getByRole('button', { name: 'Kommentar veröffentlichen' })).toBeVisible();
});

const AXE_PAGES: [name: string, path: string, heading: string | RegExp][] = [
  ['the list', '/pages/blog/list', 'Blog'],
  ['a post', '/pages/blog/3', /./],
  ['the editor', '/pages/blog/edit/3', 'Edit post'],
];

for (const [name, path, heading] of AXE_PAGES) {
  test(`blog: axe finds nothing in either skin on ${name}; usable at 390 px`, async ({ page }) => {
    const ready = async (p: import('@playwright/test').Page) => {
      await pageReady(p, heading);
      if (heading === 'Edit post') await expect(p.getByRole('textbox', { name: 'Content' })).toBeVisible();
    };
    await signInAs(page, 'admin');
    await expectAccessibleInBothSkins(page, path, ready);
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await ready(page);
    await expectNoSidewaysScroll(page);
  });
}
