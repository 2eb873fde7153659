import type { Page } from '@playwright/test';
import { expect, linkFromOutbox, outboxMails, type OutboxMail } from './fixtures';

let counter = 0;
/** A user no other test uses (the e2e database is shared between tests and runs). */
export function uniqueUser(prefix = 'e2e') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { username: id, email: `${id}@example.com`, password: 'a long passphrase 1', fullName: `Test ${id}` };
}

/** Creates a (pending) account through the API. */
export async function registerThroughApi(page: Page, user: ReturnType<typeof uniqueUser>) {
  const res = await page.request.post('/api/jwt/register', { data: user });
  expect(res.status()).toBe(200);
  return user;
}

/**
 * No animation is running (route transitions): axe checks what is on screen. Animations that follow
 * a scroll position (styles/scroll-cue.css) run as long as their box is shown, and do not count.
 */
export const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || !(a.timeline instanceof DocumentTimeline)));

/**
 * `selector`'s element is in React's hands: rendered by the SPA, or hydrated (a server-rendered
 * page is shown before its scripts load, and a control clicked before hydration does nothing).
 * A visitor's server-rendered page loads the SPA on intent (issue 34): a key press shows it.
 */
export const hydrated = async (page: Page, selector: string) => {
  await page.keyboard.press('Shift');
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
};

/** The page's <h1> is shown, in React's hands, and the route transition has finished. */
export async function pageReady(page: Page, heading?: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(h1).toBeVisible();
  // A visitor's server-rendered page loads the SPA on intent (issue 34).
  await page.keyboard.press('Shift');
  await expect.poll(() => h1.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await animationsDone(page);
}

/**
 * Holds back the module that replays what a visitor did before a server-rendered page was hydrated
 * (web/src/lib/early-input.ts, fetched after hydration): as on a slow connection, the page is in
 * React's hands before it runs. Answers a function that lets it through and waits until it has run
 * and the page has painted since.
 */
export async function holdEarlyInputReplay(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/early-input-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    const replay = page.waitForResponse(/\/assets\/early-input-/);
    release();
    // The page's own import of the module was first: its replay has run once this one resolves.
    await page.evaluate(async (src) => {
      await import(src);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }, (await replay).url());
  };
}

/** Fills the sign-in form and submits it. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The newest `path` link e-mailed to `to` (other than `not`), waiting for the mail: the server sends some in the background. */
export async function waitForLink(to: string, path: string, not?: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        try {
          link = linkFromOutbox(to, path);
        } catch {
          link = null;
        }
        return link !== null && link !== not;
      },
      { message: `a ${path} link e-mailed to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

/** The newest e-mail to `to` whose subject matches, waiting for it: the server sends in the background. */
export async function waitForMail(to: string, subject: string | RegExp): Promise<OutboxMail> {
  const matches = (mail: OutboxMail) =>
    mail.to.toLowerCase().includes(to.toLowerCase()) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = outboxMails().find(matches);
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with the subject ${String(subject)}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}
