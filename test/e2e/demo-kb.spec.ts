import { expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE } from './demo-helpers';

const ARTICLE = '/pages/knowledge-base/api-questions/how-do-i-create-an-api-key';

test('knowledge base: open an article from its category, follow a related question, and back', async ({ page }) => {
  await openAsAdmin(page, '/pages/knowledge-base', 'Knowledge base');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'API Questions' }).click();
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/api-questions$/);
  await pageReady(page, 'API Questions');
  await expect(main.getByRole('heading', { level: 2, name: /API Usage/ })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: /Billing/ })).toHaveCount(0);

  await main.getByRole('link', { name: 'How do I create an API key?' }).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await pageReady(page, 'How do I create an API key?');
  const article = main.getByRole('article');
  await expect(article.getByText(/^Last updated on \d{1,2} \w+ \d{4}$/)).toBeVisible();
  // The article's HTML is shown sanitised: its link opens safely in a new tab.
  await expect(article.locator('a[target="_blank"]').first()).toHaveAttribute('rel', 'noopener noreferrer');

  const related = main.getByRole('complementary', { name: 'Related questions' });
  await related.getByRole('link', { name: 'What are the API rate limits?' }).click();
  await pageReady(page, 'What are the API rate limits?');
  await main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'API Questions' }).click();
  await pageReady(page, 'API Questions');
});

test('knowledge base: the landing search reaches the server and lists the matching questions', async ({ page }) => {
  await openAsAdmin(page, '/pages/knowledge-base', 'Knowledge base');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('password');
  await expect(page).toHaveURL(/\?q=password$/);
  await expect(main.getByRole('link', { name: 'API Questions' })).toHaveCount(0);
  await main.getByRole('list', { name: 'Questions about “password” in Sales Automation' }).getByRole('link', { name: 'How do I change my password?' }).click();
  await pageReady(page, 'How do I change my password?');
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/sales-automation\/how-do-i-change-my-password$/);
});

test('knowledge base: an unknown category or question leads to the 404 page', async ({ page }) => {
  await signInAs(page, 'admin');
  for (const path of ['/pages/knowledge-base/no-such-category', '/pages/knowledge-base/api-questions/no-such-question', '/pages/knowledge-base/sales-automation/how-do-i-create-an-api-key']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
});

test('knowledge base in German: the date of the article is in German', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('de')));
  const login = await page.request.post('/api/jwt/login', { data: { email: 'admin@demo.com', password: 'admin' } });
  const { accessToken } = await login.json();
  const res = await page.request.get('/api/kb/data/question?category=api-questions&slug=how-do-i-create-an-api-key', { headers: { authorization: `Bearer ${accessToken}` } });
  const { lastUpdated } = await res.json();
  const expected = new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(new Date(`${lastUpdated}T00:00:00`));
  await page.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('article').getByText(`Zuletzt aktualisiert am ${expected}`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Ähnliche Fragen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wie erstelle ich einen API-Schlüssel?' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Ähnliche Fragen' }).getByRole('link', { name: 'Welche Ratenlimits hat die API?' })).toBeVisible();
});

test('knowledge base in French: categories, descriptions, sections and questions are French, and the search reads French', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await page.goto('/pages/knowledge-base');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const main = page.getByRole('main');
  await expect(main.getByText('Adaptez le portail à vous : profil, langue, notifications et confidentialité.')).toBeVisible();
  await main.getByRole('searchbox').fill('mot de passe');
  await main.getByRole('link', { name: 'Comment changer mon mot de passe ?' }).first().click();
  await expect(main.getByRole('heading', { level: 1, name: 'Comment changer mon mot de passe ?' })).toBeVisible();
  await page.goto('/pages/knowledge-base/personalization');
  await expect(main.getByRole('heading', { level: 1, name: 'Personnalisation' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: /Paramètres du compte/ })).toBeVisible();
  await expect(main.getByText(/Account Settings|How do I/)).toHaveCount(0);
});

const AXE_PAGES: [name: string, path: string, heading: string][] = [
  ['the landing', '/pages/knowledge-base', 'Knowledge base'],
  ['a category', '/pages/knowledge-base/api-questions', 'API Questions'],
  ['an article', ARTICLE, 'How do I create an API key?'],
];

for (const [name, path, heading] of AXE_PAGES) {
  test(`knowledge base: axe finds nothing in either skin on ${name}; usable at 390 px`, async ({ page }) => {
    await signInAs(page, 'admin');
    await expectAccessibleInBothSkins(page, path, (p) => pageReady(p, heading));
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await pageReady(page, heading);
    await expectNoSidewaysScroll(page);
  });
}
