import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listedInStatement, recordAxeRun } from './axe-report';

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

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules: what every axe check in the browser tests runs. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Fails with the list of WCAG A/AA violations axe finds on the page once its finite animations and
 * transitions (route fade-in, skin colours) have ended: contrast measured mid-fade is not what users see.
 * Since axe-core 4.14, 2.5.3 Label in Name (`label-content-name-mismatch`) is a wcag21a rule, so the
 * tags run it; the check below fails if a later axe drops it from them, rather than skipping it quietly.
 * Each check is recorded in the axe report (axe-report.ts: the accessibility statement's evidence);
 * a violation the statement lists as a known problem of the route does not fail the test.
 */
export async function expectAccessible(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity || !(a.timeline instanceof DocumentTimeline)),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
  expect(ran, 'axe ran the label-in-name rule').toContain('label-content-name-mismatch');
  await recordAxeRun(page, results);
  const pathname = new URL(page.url()).pathname;
  const summary = results.violations.filter((v) => !listedInStatement(v.id, pathname)).map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Sets the saved skin before any page script runs. */
export async function useSkin(page: Page, skin: 'light' | 'dark' | 'bordered' | 'semi-dark') {
  await page.addInitScript((s) => localStorage.setItem('skin', JSON.stringify(s)), skin);
}

/** One e-mail the server wrote to its outbox: recipient, subject and text as a mail client shows them. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message after its headers, quoted-printable decoded (text and HTML parts). */
  body: string;
}

/** Quoted-printable to text: soft line breaks joined, `=XX` bytes decoded as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const src = Buffer.from(text.replace(/=\r?\n/g, ''), 'utf8');
  const bytes: number[] = [];
  for (let i = 0; i < src.length; i += 1) {
    const hex = src.subarray(i + 1, i + 3).toString('latin1');
    if (src[i] === 0x3d && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(src[i]!);
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header value: folded lines joined, RFC 2047 encoded words decoded. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
}

/** Every e-mail in the server's outbox, newest first. */
export function outboxMails(): OutboxMail[] {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) => decodeHeader(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '');
    return { file, to: header('To'), subject: header('Subject'), body: decodeQuotedPrintable(split < 0 ? '' : raw.slice(split)) };
  });
}

/** The newest link to `path` in the e-mails the server wrote to its outbox for `to`. */
export function linkFromOutbox(to: string, path: string): string {
  for (const mail of outboxMails()) {
    if (!mail.to.toLowerCase().includes(to.toLowerCase())) continue;
    const match = new RegExp(`https?://[^\\s"<>]*${path.replaceAll('/', '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(mail.body);
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  throw new Error(`no ${path} link for ${to} in the outbox`);
}

/**
 * Every browser test fails on a script error, a console error, or a file of the page that does not
 * load (a picture, a script, a style sheet: any subresource outside the API answering 4xx/5xx).
 * API refusals are the tests' business (they assert what the screen says about them), and so are
 * documents (a test may open a page that does not exist); Chromium's "Failed to load resource"
 * console line for them is not a problem of its own. A test that provokes a failure on purpose
 * lists what it expects with `test.use({ expectedProblems: [/pattern/] })`.
 */
export const test = base.extend<{ expectedProblems: RegExp[]; pageProblems: void }>({
  expectedProblems: [[], { option: true }],
  pageProblems: [
    async ({ page, expectedProblems }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console error: ${message.text()}`);
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.status() >= 400 && !url.pathname.startsWith('/api/') && response.request().resourceType() !== 'document') {
          problems.push(`${response.status()} ${url.pathname}`);
        }
      });
      await use();
      expect(
        problems.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem))),
        'script errors, console errors and files that did not load',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
