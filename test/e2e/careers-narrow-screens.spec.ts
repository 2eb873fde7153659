import type { Page } from '@playwright/test';
import { DEMO, expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi, tinyPdf } from './applicant-helpers';
import { bearerOf, publishedJob } from './careers-api-helpers';

/** Every careers page fits a 390 px phone, signed in with data: nothing scrolls sideways. */

const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways, in CSS pixels (0 when it fits), and what sticks out most (to say where). */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = '';
    let right = width;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.right <= right) continue;
      let counted = true;
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.position === 'fixed' || (p !== el && style.overflowX !== 'visible')) counted = false;
      }
      if (!counted) continue;
      right = box.right;
      widest = `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').trim().split(/\s+/).join('.')}`;
    }
    return { overflow: document.documentElement.scrollWidth - width, widest };
  });
}

async function expectFits(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  await pageReady(page, heading);
  await page.waitForLoadState('networkidle');
  const { overflow, widest } = await sidewaysOverflow(page);
  expect(overflow, `${path} scrolls sideways by ${overflow}px (widest: ${widest})`).toBe(0);
}

test.use({ viewport: PHONE });

test('every careers page of an applicant fits 390 px, with documents, a draft and a submitted application', async ({ page, request }) => {
  test.setTimeout(120_000);
  const job = await publishedJob(request, 'Narrow Screen Staff Nurse with a rather long job title for phones');
  const longName = 'a.very.long.applicant.address.that.does.not.fit@hospital-careers-example.org';
  const user = await activatedApplicantThroughApi(request, 'narrow');
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Narrow', lastName: 'Screen', cvName: 'Curriculum-vitae-of-narrow-screen-applicant-2026-final-version.pdf' });
  for (const kind of ['certificate', 'licence', 'id'] as const) {
    const res = await request.post('/api/careers/documents', { headers, multipart: { kind, file: { name: `${kind}-scanned-copy-with-a-long-name.pdf`, mimeType: 'application/pdf', buffer: tinyPdf() } } });
    expect(res.status()).toBe(201);
  }
  const submittedId = await submittedApplicationThroughApi(request, headers, job.id, cvId);
  const other = await publishedJob(request, 'Narrow Screen Midwife');
  const draft = await request.post('/api/careers/applications', { headers, data: { jobId: other.id } });
  const draftId = (await draft.json()).id as number;

  await signInAs(page, user);
  await expectFits(page, '/careers');
  await expectFits(page, '/careers/jobs', 'Jobs');
  await expectFits(page, `/careers/job/${job.id}`);
  await expectFits(page, '/careers/my-applications', 'My applications');
  await expectFits(page, `/careers/my-application/${draftId}`, 'Job Details');
  await expectFits(page, `/careers/my-application/${submittedId}`, 'Job Details');
  await expectFits(page, '/careers/profile', 'Applicant Details');
  await expectFits(page, '/careers/account-setting', 'Account Settings');
  await expectFits(page, '/careers/activate-account', 'Activate your account');
  await expectFits(page, '/access-control');

  // A long e-mail address on the access-control page.
  const long = { email: longName, username: `narrowlong${Date.now().toString(36)}`, password: 'a long passphrase 1', fullName: 'Narrow Long Address' };
  const registered = await request.post('/api/jwt/register', { data: long });
  expect(registered.status()).toBe(200);
  await signInAs(page, long);
  await expectFits(page, '/access-control');
});

test('every careers page of an administrator fits 390 px, with applications to review', async ({ page, request }) => {
  test.setTimeout(90_000);
  const job = await publishedJob(request, 'Narrow Screen Review');
  const user = await activatedApplicantThroughApi(request, 'narrowreview', 'Applicant With A Rather Long Full Name For A Phone Screen');
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Review', lastName: 'Narrow' });
  const id = await submittedApplicationThroughApi(request, headers, job.id, cvId);
  await request.post(`/api/careers/admin/applications/${id}/notes`, { headers: await bearerOf(request, DEMO.admin), data: { note: 'Called the referee: https://example.org/a-very-long-link-without-spaces-that-must-wrap' } });

  await signInAs(page, 'admin');
  await expectFits(page, '/careers');
  await expectFits(page, '/careers/admin/jobs', 'Manage jobs');
  await expectFits(page, '/careers/admin/applications', 'Applications');
  await expectFits(page, `/careers/single-application/${id}`);
  await expectFits(page, '/access-control');
});
