import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { chooseFile, disguisedExe, newApplicant, openProfile, tinyPdf, uploadDocument } from './applicant-helpers';

test('uploads a PDF, downloads it, is refused an .exe renamed .pdf, renames and deletes', async ({ page }) => {
  test.setTimeout(90_000);
  await newApplicant(page, 'docs');
  await openProfile(page);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('You have not uploaded any documents yet.')).toBeVisible();

  await uploadDocument(page, 'cv', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  const table = documents.getByRole('table', { name: 'Your documents' });
  const row = table.getByRole('row', { name: /cv\.pdf/ });
  await expect(row).toContainText('CV');
  await expect(row.getByRole('cell').nth(1)).toHaveText(/\d.* kB/);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download: cv.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cv.pdf');
  expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // An executable under a PDF's name and type: the browser cannot tell, the server reads the content.
  await chooseFile(page, disguisedExe());
  const alert = documents.getByRole('alert').filter({ hasText: 'setup.pdf was not uploaded.' });
  await expect(alert).toContainText('Only PDF, DOCX, PNG and JPEG files are accepted. The content of this file is none of them, whatever its name says.');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();

  // A quick refusal in the browser for a type that is not accepted at all.
  await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(documents.getByRole('alert').filter({ hasText: 'notes.txt' })).toContainText('notes.txt was not uploaded. Only PDF, DOCX, PNG and JPEG files are accepted.');

  // Drag and drop (the picker is the keyboard way; both upload).
  const data = await page.evaluateHandle((pdf) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([pdf], 'letter.pdf', { type: 'application/pdf' }));
    return transfer;
  }, tinyPdf('Cover letter').toString());
  await documents.getByLabel('What is the document?').selectOption('cover-letter');
  await page.locator('.dropzone').dispatchEvent('drop', { dataTransfer: data });
  await expect(table.getByRole('row', { name: /letter\.pdf/ })).toContainText('Cover letter');

  await row.getByRole('button', { name: 'Rename: cv.pdf' }).click();
  const name = documents.getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  await name.fill('CV Amina 2026.pdf');
  await documents.getByRole('button', { name: 'Save' }).click();
  const renamed = table.getByRole('row', { name: /CV Amina 2026\.pdf/ });
  await expect(renamed).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Rename: CV Amina 2026.pdf' })).toBeFocused();

  await renamed.getByRole('button', { name: 'Delete: CV Amina 2026.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this document?' });
  await expect(dialog).toContainText('CV Amina 2026.pdf and its file will be removed for good.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete: CV Amina 2026.pdf' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(renamed).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.reload();
  await openProfile(page);
  await expect(page.getByRole('table', { name: 'Your documents' }).getByRole('row', { name: /letter\.pdf/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your documents' }).getByRole('row')).toHaveCount(2);
});
