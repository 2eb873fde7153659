import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '../../common/money';
import { animationsDone } from './auth-helpers';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE } from './demo-helpers';
import { expect, expectAccessible, signInAs, test } from './fixtures';

/**
 * The shop as a customer uses it: filters on the server with counts, add to cart from the list and
 * from the product page, change a quantity, check out, see the order and the empty cart, with the
 * navbar's cart count following every step. The admin's cart is emptied first (only this spec
 * uses it); the products are fixed demo data.
 */
const SHOP = '/api/apps/ecommerce';
const HEADPHONES = 'Sony Noise-Cancelling Wireless Headphones';
const MOUSE = 'Logitech Wireless Mouse';

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/jwt/login', { data: { email: 'admin@demo.com', password: 'admin' } });
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

async function emptyCart(request: APIRequestContext) {
  const headers = await adminToken(request);
  const { products } = await (await request.get(`${SHOP}/cart`, { headers })).json();
  for (const { id } of products as { id: number }[]) expect((await request.delete(`${SHOP}/cart/${id}`, { headers })).status()).toBe(200);
}

async function serverCartTotal(request: APIRequestContext) {
  const res = await request.get(`${SHOP}/cart`, { headers: await adminToken(request) });
  return (await res.json()).totals.totalCents as number;
}

const navbarCart = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: count === 1 ? 'Cart: 1 item' : `Cart: ${count} items`, exact: true });

/** The count shown beside a filter choice ("Audio 4"). */
async function facetCount(page: Page, group: string, choice: string) {
  const option = page.getByRole('group', { name: group }).locator('label', { hasText: choice });
  return Number(await option.locator('.shop-facet__count').innerText());
}

test.describe('demo shop', () => {
  test('filter, add to cart from the list and the product page, change a quantity, check out', async ({ page }) => {
    await emptyCart(page.request);
    await openAsAdmin(page, '/apps/e-commerce/shop', 'Shop');
    await expect(navbarCart(page, 0)).toBeVisible();
    await expect(navbarCart(page, 0).getByTestId('cart-count')).toHaveCount(0);
    await expect(page.getByText('30 products found')).toBeVisible();

    // Filters reach the server, counts included, and live in the URL.
    const audio = await facetCount(page, 'Category', 'Audio');
    await page.getByRole('radio', { name: /^Audio/ }).check();
    await expect(page).toHaveURL(/category=audio/);
    await expect(page.getByText(`${audio} products found`)).toBeVisible();
    const sonyAudio = await facetCount(page, 'Brands', 'Sony');
    await page.getByRole('checkbox', { name: /^Sony/ }).check();
    await expect(page).toHaveURL(/brand=Sony/);
    await expect(page.getByText(sonyAudio === 1 ? '1 product found' : `${sonyAudio} products found`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(sonyAudio);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^Sony/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

    // Add to cart from the list: the button becomes "View in cart", the navbar counts 1.
    await page.getByRole('button', { name: `Add to cart: ${HEADPHONES}` }).click();
    await expect(page.getByRole('link', { name: `View in cart: ${HEADPHONES}` })).toBeFocused();
    await expect(navbarCart(page, 1)).toBeVisible();

    // From the product page, in a colour, two of them.
    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('wireless mouse');
    await expect(page.getByText('1 product found')).toBeVisible();
    await page.getByRole('link', { name: MOUSE, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: MOUSE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
    const colours = page.getByRole('group', { name: 'Colour' }).getByRole('radio');
    await colours.last().check();
    await page.getByRole('button', { name: `One more: ${MOUSE}` }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await page.getByRole('button', { name: `Add to cart: ${MOUSE}` }).click();
    await expect(navbarCart(page, 3)).toBeVisible();

    // Checkout through the navbar: quantities saved, totals as the server computes them.
    await navbarCart(page, 3).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const mouseQty = page.getByRole('spinbutton', { name: `Quantity of ${MOUSE}` });
    await expect(mouseQty).toHaveValue('2');
    await mouseQty.fill('4');
    await mouseQty.press('Enter');
    await expect(navbarCart(page, 5)).toBeVisible();
    await page.getByRole('button', { name: `One fewer: ${MOUSE}` }).click();
    await expect(navbarCart(page, 4)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(formatMoney(await serverCartTotal(page.request), 'en'));
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${MOUSE}` })).toHaveValue('3');

    // The address is checked before payment.
    await page.getByRole('button', { name: 'Continue to the address' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Address' })).toBeFocused();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Full name').fill('Ama Mensah');
    await page.getByLabel('Phone number').fill('call me');
    await page.getByLabel('Street and number').fill('12 Ring Road');
    await page.getByLabel('Town or city').fill('Accra');
    await page.getByLabel('Postal code').fill('GA-184');
    await page.getByLabel('Country').fill('Ghana');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Phone number')).toBeFocused();
    await page.getByLabel('Phone number').fill('+233 20 123 4567');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // A plainly marked demo payment, then the order.
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Demo payment');
    await expect(page.getByText('Ama Mensah')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(/Order number: ORD-\d{6}/)).toBeVisible();
    await expect(page.getByText(`3 × ${MOUSE}`)).toBeVisible();
    await expect(navbarCart(page, 0)).toBeVisible();
    const confirmation = page.url();

    // The cart is empty now.
    await page.goto('/apps/e-commerce/checkout');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(navbarCart(page, 0)).toBeVisible();

    // The confirmation in French: words and money in the locale.
    await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
    await page.goto(confirmation);
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande' })).toBeVisible();
    const totalFr = page.getByTestId('cart-total');
    await expect(totalFr).toHaveText(/\d,\d{2}\s\$US$/);
  });

  test('wishlist: move to cart and remove', async ({ page }) => {
    await emptyCart(page.request);
    await openAsAdmin(page, '/apps/e-commerce/shop', 'Shop');
    await page.getByRole('button', { name: `Wishlist: ${HEADPHONES}` }).click();
    await expect(page.getByRole('button', { name: `Wishlist: ${HEADPHONES}` })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/apps/e-commerce/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await page.getByRole('button', { name: `Move to cart: ${HEADPHONES}` }).click();
    await expect(page.getByRole('heading', { name: HEADPHONES })).toHaveCount(0);
    await expect(navbarCart(page, 1)).toBeVisible();
    const other = page.getByRole('button', { name: /^Remove from wishlist: / }).first();
    const name = ((await other.getAttribute('aria-label')) ?? '').replace('Remove from wishlist: ', '');
    await other.click();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  });

  test('an unknown product is the 404 page', async ({ page }) => {
    await openAsAdmin(page, '/apps/e-commerce/no-such-thing-999', /not found/i);
    await expect(page).toHaveURL(/\/error-404$/);
  });

  const AXE_PAGES: [string, string | RegExp][] = [
    ['/apps/e-commerce/shop?category=audio&rating=3&view=list', 'Shop'],
    ['/apps/e-commerce/shop?price=5000-19999', 'Shop'],
    ['/apps/e-commerce/logitech-wireless-mouse-4', MOUSE],
    ['/apps/e-commerce/wishlist', 'Wishlist'],
    ['/apps/e-commerce/checkout', 'Checkout'],
  ];
  for (const [path, heading] of AXE_PAGES) {
    test(`no axe violation in the light and the dark skin: ${path}`, async ({ page }) => {
      await signInAs(page, 'admin');
      await expectAccessibleInBothSkins(page, path, async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(p.getByRole('status')).toHaveCount(0);
        await animationsDone(p);
      });
    });
  }

  test('usable on a 390 px phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openAsAdmin(page, '/apps/e-commerce/shop', 'Shop');
    await expect(page.getByRole('group', { name: 'Category' })).toBeHidden();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('group', { name: 'Category' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const path of ['/apps/e-commerce/shop?view=list', '/apps/e-commerce/logitech-wireless-mouse-4', '/apps/e-commerce/checkout', '/apps/e-commerce/wishlist']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    }
  });
});
