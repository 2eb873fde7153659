import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';
import { hydrated } from './auth-helpers';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Customize the layout' }).click();
  return page.getByRole('dialog', { name: 'Theme customizer' });
}

test.describe('vertical layout', () => {
  test('shows the menu the user may read, with the current page marked', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/access-control');
    await expect(menu(page).getByRole('link', { name: 'Welcome' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/^Welcome · /);
    await expect(menu(page).getByRole('link', { name: 'My applications' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Cart/ })).toHaveCount(0);
    const box = await menu(page).boundingBox();
    expect(box?.x).toBe(0);
  });

  test('in French every menu label is shown whole, long ones on two lines', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
    await signInAs(page, 'client');
    await page.goto('/access-control');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Paramètres du compte' })).toBeVisible();
    const cut = await nav.locator('.vmenu__link .menu-label').evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
  });

  test('an administrator sees the demo areas, and the cart count in the shop only', async ({ page }) => {
    const user = await signInAs(page, 'admin');
    await page.goto('/dashboard/analytics');
    await expect(menu(page).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: /Cart/ })).toHaveCount(0);
    await page.goto('/apps/e-commerce/shop');
    const count = user.extras?.eCommerceCartItemsCount ?? 0;
    const cart = page.getByRole('banner').getByRole('link', { name: new RegExp(`Cart: ${count} item`) });
    await expect(cart).toHaveAttribute('href', '/apps/e-commerce/checkout');
    await expect(cart.getByTestId('cart-count')).toHaveCount(count > 0 ? 1 : 0);
    await menu(page).getByRole('button', { name: 'Invoice' }).click();
    await menu(page).getByRole('link', { name: 'List', exact: true }).first().click();
    await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
    await expect(menu(page).getByRole('link', { name: 'List', exact: true }).first()).toHaveAttribute('aria-current', 'page');
  });

  test('the collapsed menu stays collapsed after a reload', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/access-control');
    const collapse = page.getByRole('button', { name: 'Collapse menu' });
    await expect(collapse).toHaveAttribute('aria-pressed', 'false');
    await collapse.click();
    await expect(collapse).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(900, 400);
    await expect.poll(async () => (await menu(page).boundingBox())?.width).toBeLessThan(100);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await menu(page).boundingBox())?.width).toBeLessThan(100);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('layoutSettings') ?? '{}').menuCollapsed)).toBe(true);
  });

  test('on a small screen the menu is a drawer: toggle opens it, Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signInAs(page, 'client');
    await page.goto('/access-control');
    await expect(menu(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu(page).getByRole('link', { name: 'My applications' }).click();
    await expect(page).toHaveURL(/\/careers\/my-applications$/);
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the visible links, buttons and fields of the main content that the box covers. */
async function coveredControls(page: Page, box: Box) {
  const controls = await page.locator('main').locator('a, button, input, select, textarea, [tabindex="0"]').all();
  const covered: string[] = [];
  for (const control of controls) {
    const other = await control.boundingBox();
    if (other && other.width > 0 && overlaps(box, other)) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covered;
}

test.describe('the customizer button covers nothing', () => {
  test('at 390 px it sits in the navbar, clear of the page and of the open phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'client');
    await page.goto('/access-control');
    await expect(page.locator('main').getByRole('link').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Customize the layout' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Customize the layout' })).toBeVisible();
    expect(await coveredControls(page, (await button.boundingBox())!)).toEqual([]);
    // Scrolled, it stays within the navbar's bar (content passes under the bar, never under a button of its own).
    const bar = page.getByRole('banner').locator('.navbar__bar');
    for (const scroll of [0, 600, 1200]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const [box, barBox] = [(await button.boundingBox())!, (await bar.boundingBox())!];
      expect(box.x >= barBox.x && box.y >= barBox.y && box.x + box.width <= barBox.x + barBox.width && box.y + box.height <= barBox.y + barBox.height).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu(page)).toBeVisible();
    const drawer = (await menu(page).boundingBox())!;
    // The drawer is on top: the button is either outside it or under it (not clickable there).
    const box = (await button.boundingBox())!;
    if (overlaps(box, drawer)) {
      const onTop = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return el === hit || el.contains(hit);
      });
      expect(onTop).toBe(false);
    }
    await page.keyboard.press('Escape');

    await button.click();
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
  });

  test('with the navbar hidden on a wide screen it is on the edge, and the content leaves room for it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => localStorage.setItem('layoutSettings', JSON.stringify({ navbarType: 'hidden' })));
    await signInAs(page, 'admin');
    await page.goto('/apps/invoice/list');
    await expect(page.locator('main').getByRole('button').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Customize the layout' });
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(1280, 0);
    // The content (whose wide tables scroll inside it) ends before the button's edge.
    const content = (await page.locator('.layout__container').boundingBox())!;
    expect(content.x + content.width).toBeLessThanOrEqual(box.x);

    // Showing the navbar again from the panel moves the button into it; the panel stays open.
    const dialog = await openCustomizer(page);
    await dialog.getByRole('group', { name: 'Navbar' }).getByRole('radio', { name: 'Sticky' }).check();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Customize the layout' })).toBeVisible();
  });
});

test.describe('horizontal layout', () => {
  test('chosen in the customizer, the menu becomes a top bar and stays after a reload', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard/analytics');
    const panel = await openCustomizer(page);
    await panel.getByRole('radio', { name: 'Horizontal' }).check();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Customize the layout' })).toBeFocused();
    await page.reload();
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeHidden();
    const bar = await menu(page).boundingBox();
    expect(bar!.width).toBeGreaterThan(600);
    await menu(page).getByRole('button', { name: 'Apps' }).click();
    await menu(page).getByRole('link', { name: 'Email' }).click();
    await expect(page).toHaveURL(/\/apps\/email$/);
    await expect(page.locator('.layout--horizontal')).toHaveCount(1);
  });
});

test.describe('settings of the customizer', () => {
  test('right-to-left puts the menu on the right and persists', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/access-control');
    const panel = await openCustomizer(page);
    await panel.getByRole('checkbox', { name: 'Right-to-left' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = await menu(page).boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x + box!.width).toBeGreaterThan(width - 2);
  });

  test('boxed content, static navbar and hidden footer apply at once', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/access-control');
    const panel = await openCustomizer(page);
    await panel.getByRole('radio', { name: 'Boxed' }).check();
    await panel.getByRole('radio', { name: 'Static' }).first().check();
    await panel.getByRole('group', { name: 'Footer' }).getByRole('radio', { name: 'Hidden' }).check();
    await expect(page.locator('.layout--boxed.layout--navbar-static')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('navbar and transitions', () => {
  test('a hidden navbar hides the bar but the horizontal layout keeps its menu', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.addInitScript(() => localStorage.setItem('layoutSettings', JSON.stringify({ layoutType: 'horizontal', navbarType: 'hidden' })));
    await page.goto('/dashboard/analytics');
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeHidden();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('pages zoom and fade in, without animation when reduced motion is asked for', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/access-control');
    const wrapper = page.locator('main .route-enter');
    await expect(wrapper).toHaveCSS('animation-name', 'zoom-fade');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(wrapper).toHaveCSS('animation-name', 'none');
  });
});

test.describe('scroll to top', () => {
  for (const path of ['/careers', '/access-control']) {
    test(`appears after more than 250 px and scrolls back up (${path})`, async ({ page }) => {
      await signInAs(page, 'client');
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      // /careers comes rendered by the server: a node added before hydration ends breaks it. The
      // account menu shows once the page is hydrated and the session renewed.
      await hydrated(page, 'main');
      await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
      await page.evaluate(() => {
        const filler = document.createElement('div');
        filler.style.height = '4000px';
        document.querySelector('main')!.append(filler);
      });
      const button = page.getByRole('button', { name: 'Back to top' });
      await page.evaluate(() => window.scrollTo(0, 250));
      await page.waitForTimeout(100);
      await expect(button).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 251));
      await expect(button).toBeVisible();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toHaveCount(0);
    });
  }
});
