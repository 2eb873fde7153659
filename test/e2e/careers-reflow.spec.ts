import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi } from './applicant-helpers';
import { publishedJob } from './careers-api-helpers';

/**
 * WCAG 2.2 beyond axe, on every careers route a visitor or an applicant uses, in one page (one
 * context, routes in a loop: fast):
 * - 1.4.10 Reflow: at 320 CSS pixels wide (400% zoom of a 1280 px window) nothing scrolls sideways;
 * - 1.4.12 Text Spacing: with line height 1.5, paragraph spacing 2em, letter spacing 0.12em and word
 *   spacing 0.16em (the bookmarklet's overrides), no text is cut off by a box that hides its overflow,
 *   and still nothing scrolls sideways.
 */

const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** What does not fit: the page's sideways scroll (px) and the boxes that hide text they cannot hold. */
function misfits(page: Page) {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const clipped: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el);
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
      // Visually hidden text (skip links, labels for screen readers) is clipped on purpose.
      if (el.clientWidth <= 2 || el.clientHeight <= 2 || style.position === 'fixed') continue;
      if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '') && !el.querySelector('p, span, a, label, h1, h2, h3, h4, li')) continue;
      const cutX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY) clipped.push(`${name(el)} (${cutX ? `${el.scrollWidth - el.clientWidth}px wide` : ''}${cutY ? `${el.scrollHeight - el.clientHeight}px tall` : ''})`);
    }
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    // Where it sticks out most (to say what to fix).
    let widest = '';
    let right = document.documentElement.clientWidth;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.right > right + 0.5) [right, widest] = [box.right, name(el)];
    }
    // Text that overflows its box (a word too long to break).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.right > right + 0.5) [right, widest] = [box.right, `text "${node.textContent!.trim().slice(0, 40)}" in ${name(node.parentElement!)}`];
    }
    return { sideways, clipped, ...(sideways > 0 ? { widest } : {}) };
  });
}

async function checkRoute(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  await pageReady(page, heading);
  const reflow = await misfits(page);
  expect({ sideways: reflow.sideways, widest: reflow.widest }, `${path} at 320 px scrolls sideways`).toEqual({ sideways: 0, widest: undefined });
  // A constructed style sheet: the page's Content Security Policy refuses an inline <style>.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
  const spaced = await misfits(page);
  expect(spaced, `${path} with the text spacing overrides`).toEqual({ sideways: 0, clipped: [] });
}

test.use({ viewport: { width: 320, height: 640 } });

test('every careers route reflows at 320 px and keeps its text with increased text spacing (WCAG 1.4.10, 1.4.12)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const job = await publishedJob(request, 'Reflow Check Staff Nurse');
  const user = await activatedApplicantThroughApi(request, 'reflow');
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Reflow', lastName: 'Check' });
  const submittedId = await submittedApplicationThroughApi(request, headers, job.id, cvId);
  const other = await publishedJob(request, 'Reflow Check Midwife');
  const draftId = ((await (await request.post('/api/careers/applications', { headers, data: { jobId: other.id } })).json()) as { id: number }).id;

  const visitorRoutes: [string, (string | RegExp)?][] = [
    ['/careers', /Careers at the Teaching and Referral Hospital/],
    ['/careers/jobs', 'Jobs'],
    [`/careers/job/${job.id}`],
    ['/careers/accessibility', 'Accessibility statement'],
    ['/careers/activate-account', 'Activate your account'],
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/forgot-password', 'Forgot your password?'],
  ];
  for (const [path, heading] of visitorRoutes) await test.step(`visitor ${path}`, () => checkRoute(page, path, heading));

  await signInAs(page, user);
  const applicantRoutes: [string, (string | RegExp)?][] = [
    ['/careers', /Careers at the Teaching and Referral Hospital/],
    ['/careers/my-applications', 'My applications'],
    [`/careers/my-application/${draftId}`, 'Job Details'],
    [`/careers/my-application/${submittedId}`, 'Job Details'],
    ['/careers/profile', 'Applicant Details'],
    ['/careers/account-setting', 'Account Settings'],
    ['/careers/accessibility', 'Accessibility statement'],
  ];
  for (const [path, heading] of applicantRoutes) await test.step(`applicant ${path}`, () => checkRoute(page, path, heading));
});
