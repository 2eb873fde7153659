import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, signInAs } from './fixtures';
import { pageReady, registerThroughApi, uniqueUser, waitForLink } from './auth-helpers';
import { bearerOf, publishedJob } from './careers-api-helpers';

/** A new applicant (registered through the API, still pending), signed in; the e2e database is shared. */
export async function newApplicant(page: Page, prefix = 'app') {
  const user = await registerThroughApi(page, uniqueUser(prefix));
  await signInAs(page, { email: user.email, password: user.password });
  return user;
}

export async function openProfile(page: Page) {
  await page.goto('/careers/profile');
  await pageReady(page, 'Applicant Details');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
}

/** The visible save status line. */
export const saveStatus = (page: Page) => page.locator('.save-status__text');

export async function expectSaved(page: Page) {
  await expect(saveStatus(page)).toHaveText(/^Saved at /, { timeout: 10_000 });
}

/** The fieldset of one entry, e.g. "Education 1". */
export const entry = (page: Page, name: string): Locator => page.getByRole('group', { name: new RegExp(`^${name}\\b`) });

/** A tiny valid PDF. */
export function tinyPdf(text = 'Curriculum vitae'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** An executable (it starts with "MZ") under a PDF's name and type. */
export const disguisedExe = () => ({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]) });

/** Uploads through the "Choose a file" button and the browser's file chooser. */
export async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(file);
}

/**
 * Fills every section an application needs (personal details, education, employment, two referees,
 * statement) through the Applicant Details page, as an applicant would; autosave does the rest.
 */
export async function fillApplicantDetails(page: Page) {
  const personal = page.getByRole('region', { name: 'Personal details' });
  await personal.getByLabel('First name').fill('Amina');
  await personal.getByLabel('Last name').fill('Wanjiru');
  await personal.getByLabel('Phone number').fill('+254 712 345 678');
  await personal.getByLabel('Date of birth').fill('17/05/1990');
  await personal.getByLabel('Nationality').fill('Kenyan');
  await personal.getByLabel('National ID card').check();
  await personal.getByLabel('Document number').fill('12345678');
  await personal.getByLabel('Address line 1').fill('12 Hospital Road');
  await personal.getByLabel('Town or city').fill('Eldoret');
  await personal.getByLabel('Country', { exact: true }).fill('Kenya');

  await page.getByRole('button', { name: 'Add a qualification' }).click();
  const school = entry(page, 'Education 1');
  await expect(school.getByLabel('School, college or university')).toBeFocused();
  await school.getByLabel('School, college or university').fill('Moi University');
  await school.getByLabel('Qualification').fill('BSc Nursing');
  await school.getByLabel('Start date').fill('01/09/2008');
  await school.getByLabel('End date').fill('31/07/2012');

  await page.getByRole('button', { name: 'Add a post' }).click();
  const job = entry(page, 'Employment 1');
  await job.getByLabel('Employer').fill('County Referral Hospital');
  await job.getByLabel('Position').fill('Staff nurse');
  await job.getByLabel('Start date').fill('07/01/2013');
  await job.getByLabel('Main duties (optional)').fill('Ward care\nNight shifts');

  for (const [n, name, email] of [
    [1, 'Dr Otieno', 'otieno@example.org'],
    [2, 'Sister Achieng', 'achieng@example.org'],
  ] as const) {
    await page.getByRole('button', { name: 'Add a referee' }).click();
    const referee = entry(page, `Referee ${n}`);
    await referee.getByLabel('Full name').fill(name);
    await referee.getByLabel('Organisation').fill('County Referral Hospital');
    await referee.getByLabel('E-mail address').fill(email);
  }
  await page.getByLabel('Your statement').fill('I have ten years of ward experience and want to teach the next nurses here.');
}

/** Uploads one document from the Documents section of Applicant Details and waits for the confirmation. */
export async function uploadDocument(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByLabel('What is the document?').selectOption(kind);
  await chooseFile(page, file);
  await expect(documents.getByRole('status').filter({ hasText: `${file.name} was uploaded.` })).toBeVisible();
  return documents;
}

type Headers = Awaited<ReturnType<typeof bearerOf>>;

/** Applicant details complete enough to submit an application, saved through the API (on top of the version stored now). */
export async function completeDetailsThroughApi(request: APIRequestContext, headers: Headers, name: { firstName: string; lastName: string }) {
  const current = await request.get('/api/careers/profile', { headers });
  expect(current.status(), await current.text()).toBe(200);
  const profile = await request.put('/api/careers/profile', {
    headers,
    data: {
      version: (await current.json()).version,
      ...name,
      phone: '+254 712 345 678',
      dateOfBirth: '1990-05-01',
      nationality: 'Kenyan',
      idType: 'national-id',
      idNumber: '12345678',
      address: { line1: '1 Hospital Road', city: 'Nairobi', country: 'Kenya' },
      education: [{ institution: 'University of Nairobi', qualification: 'BSc Nursing', startDate: '2008-09-01', endDate: '2012-07-01' }],
      referees: [
        { name: 'Grace One', organisation: 'KNH', email: 'grace.one@example.com' },
        { name: 'Peter Two', organisation: 'KNH', email: 'peter.two@example.com' },
      ],
      personalStatement: 'I have ten years of ward nursing experience and I enjoy teaching students on placement.',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

/** A CV (a tiny PDF) uploaded through the API; returns the document's id. */
export async function uploadCvThroughApi(request: APIRequestContext, headers: Headers, cvName = 'cv.pdf'): Promise<number> {
  const upload = await request.post('/api/careers/documents', {
    headers,
    multipart: { kind: 'cv', name: cvName, file: { name: cvName, mimeType: 'application/pdf', buffer: tinyPdf() } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  return (await upload.json()).id as number;
}

/** An account's applicant details complete and a CV of its own, through the API: ready to apply. */
export async function readyApplicantThroughApi(
  request: APIRequestContext,
  who: { email: string; password: string },
  details: { firstName: string; lastName: string; cvName?: string },
) {
  const headers = await bearerOf(request, who);
  await completeDetailsThroughApi(request, headers, details);
  const cvId = await uploadCvThroughApi(request, headers, details.cvName);
  return { headers, cvId };
}

/** A new account registered and activated through the link e-mailed to it (the API, not the pages). */
export async function activatedApplicantThroughApi(request: APIRequestContext, prefix: string, fullName?: string) {
  const user = { ...uniqueUser(prefix), ...(fullName ? { fullName } : {}) };
  const registered = await request.post('/api/jwt/register', { data: user });
  expect(registered.status(), await registered.text()).toBe(200);
  const link = await waitForLink(user.email, '/careers/activate-account');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const activated = await request.post('/api/careers/activate-account', { data: { token } });
  expect(activated.status(), await activated.text()).toBeLessThan(300);
  return user;
}

/** An application to `jobId` with a statement, the CV and the declaration, submitted through the API; returns its id. */
export async function submittedApplicationThroughApi(request: APIRequestContext, headers: Headers, jobId: number, cvId: number): Promise<number> {
  const started = await request.post('/api/careers/applications', { headers, data: { jobId } });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const application = await started.json();
  const saved = await request.patch(`/api/careers/applications/${application.id}`, {
    headers,
    data: { version: application.version, coverLetter: 'Please consider my application for this post.', documentIds: [cvId], declaration: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const submitted = await request.post(`/api/careers/applications/${application.id}/submit`, { headers });
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);
  return application.id as number;
}

/**
 * A submitted application of a new applicant to a new published job, moved by the demo administrator
 * along `steps` (e.g. under_review, shortlisted, interview); `jobFields` add to the job's fields and
 * `prepare` runs before the application is submitted (the job's check profile, the applicant's referees...).
 */
export async function applicationAt(
  request: APIRequestContext,
  prefix: string,
  steps: string[],
  { jobFields, prepare }: { jobFields?: Record<string, unknown>; prepare?: (jobId: number, admin: Headers, applicant: Headers) => Promise<void> } = {},
) {
  const admin = await bearerOf(request, DEMO.admin);
  const job = await publishedJob(request, `Keyboard ${prefix} nurse`, false, jobFields);
  const user = await activatedApplicantThroughApi(request, `kb${prefix}`);
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Key', lastName: 'Board' });
  await prepare?.(job.id, admin, headers);
  const applicationId = await submittedApplicationThroughApi(request, headers, job.id, cvId);
  for (const to of steps) {
    const moved = await request.post(`/api/careers/admin/applications/${applicationId}/transition`, { headers: admin, data: { to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { admin, job, user, headers, applicationId };
}
