import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;

/**
 * Signs in through the API (the refresh cookie lands in the browser context) and stores the
 * userData the SPA keeps, so the next page load starts signed in.
 */
export async function signInAs(page: Page, who: keyof typeof DEMO | { email: string; password: string }) {
  const credentials = typeof who === 'string' ? DEMO[who] : who;
  const res = await page.request.post('/api/jwt/login', { data: credentials });
  expect(res.status()).toBe(200);
  const { userData } = await res.json();
  await page.addInitScript((data) => localStorage.setItem('userData', JSON.stringify(data)), userData);
  return userData;
}

/** Fails with the list of WCAG A/AA violations axe finds on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Sets the saved skin before any page script runs. */
export async function useSkin(page: Page, skin: 'light' | 'dark' | 'bordered' | 'semi-dark') {
  await page.addInitScript((s) => localStorage.setItem('skin', JSON.stringify(s)), skin);
}

/** The newest link to `path` in the e-mails the server wrote to its outbox for `to`. */
export function linkFromOutbox(to: string, path: string): string {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (!raw.includes(to)) continue;
    const match = new RegExp(`https?://[^\\s"<>]*${path.replaceAll('/', '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(raw);
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  throw new Error(`no ${path} link for ${to} in the outbox`);
}

export const test = base;
export { expect };
