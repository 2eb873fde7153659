import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';

/**
 * The security headers agree with each other, and the pages work under the strict style policy:
 * no `<style>` element without the page's nonce, no Content Security Policy violation in the
 * console, whatever the page shows (tables, overlays, the calendar, the rich-text editor).
 */

/** Records every CSP violation of the page: console messages and `securitypolicyviolation` events. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Permissions-Policy/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => violations.push(`error: ${e.message}`));
  void page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(t: string): void }).reportViolation(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`);
    });
  });
  return violations;
}

test('the page and its headers: framing denied both ways, features denied, styles under a per-page nonce, inline parts by their hashes', async ({ page }) => {
  const answer = await page.goto('/careers');
  const headers = answer!.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = Object.fromEntries(headers['content-security-policy']!.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  const nonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(csp['style-src']).toEqual(["'self'"]);
  // The server-rendered careers home carries its boot script, its modules' starter and its style inline, each allowed by its hash alone.
  const hash = /^'sha256-[A-Za-z0-9+/]{43}='$/;
  expect(csp['style-src-elem']).toEqual(["'self'", expect.stringMatching(hash), `'nonce-${nonce}'`]);
  expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
  expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(hash), expect.stringMatching(hash)]); // boot.js, and the starter of the modules
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(headers['permissions-policy']).toContain(`${feature}=()`);

  const again = await page.request.get('/careers');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  // The styles PrimeReact added carry the page's nonce (the careers home loads no PrimeReact
  // component any more; the sign-in form does).
  await page.goto('/login');
  await expect(page.getByRole('main')).toBeVisible();
  const loginNonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
  await expect(page.locator('style').first()).toBeAttached();
  const styles = await page.locator('style').evaluateAll((els) => els.map((el) => (el as HTMLStyleElement).nonce));
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.every((n) => n === loginNonce)).toBe(true);
});

test('public pages show no policy violation', async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto('/careers');
  await pageReady(page);
  await page.getByRole('button', { name: /Language/ }).click();
  await page.keyboard.press('Escape');
  await page.goto('/careers/jobs');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('main')).toBeVisible();
  expect(violations).toEqual([]);
});

test('signed-in pages with tables, overlays, the calendar and the editor show no policy violation', async ({ page }) => {
  const violations = watchViolations(page);
  await signInAs(page, 'admin');
  for (const path of ['/careers/admin/applications', '/careers/admin/jobs', '/apps/invoice/list', '/apps/users/list', '/apps/calendar', '/apps/email', '/apps/todo', '/dashboard/analytics', '/tables']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Customize the layout' }).click();
  await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
  expect(violations).toEqual([]);
});
