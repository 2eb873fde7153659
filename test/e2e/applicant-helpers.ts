import type { Locator, Page } from '@playwright/test';
import { expect, signInAs } from './fixtures';
import { pageReady, registerThroughApi, uniqueUser } from './auth-helpers';

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
