import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { openUikit } from './demo-uikit-helpers';

/** The input labelled `label` (a required field's label ends in a visual " *", hidden from screen readers). */
const field = (scope: Page | Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** The forms of the UI kit (`/forms/*`): the wizard, every validation rule in two languages, the autosuggest and the repeater. */

test('wizard: refuses to leave an invalid step, and completes with four valid ones', async ({ page }) => {
  await openUikit(page, '/forms/wizard', 'Form wizard');
  const step = (text: RegExp) => page.getByRole('heading', { level: 3, name: text });
  await expect(step(/^Step 1 of 4: Account$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(/^Step 1 of 4/)).toBeVisible();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(field(page, 'Username')).toBeFocused();

  await field(page, 'Username').fill('ana_martins');
  await field(page, 'E-mail').fill('ana@example.org');
  await field(page, 'Password').fill('long enough');
  await field(page, 'Confirm the password').fill('not the same');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await field(page, 'Confirm the password').fill('long enough');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(step(/^Step 2 of 4: Personal details$/)).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(/^Step 2 of 4/)).toBeVisible();
  await expect(page.getByText('Choose at least one.')).toBeVisible();
  await field(page, 'First name').fill('Ana');
  await field(page, 'Last name').fill('Martins');
  await field(page, 'Country').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await page.getByRole('combobox', { name: 'Languages you speak' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Portuguese' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(step(/^Step 3 of 4: Address$/)).toBeVisible();
  await field(page, 'Address').fill('Rua do Hospital 1');
  await field(page, 'Postcode').fill('1000');
  await field(page, 'City').fill('Lisboa');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter the postcode as four digits, a hyphen and three digits (1000-001).')).toBeVisible();
  await field(page, 'Postcode').fill('1000-001');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(step(/^Step 4 of 4: Social links$/)).toBeVisible();
  await field(page, 'Website (optional)').fill('ftp://files.example.org');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
  await field(page, 'Website (optional)').fill('https://ana.example.org');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(field(page, 'City')).toHaveValue('Lisboa');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Account details checked for Ana Martins' })).toBeFocused();
  await expect(page.getByText('ana@example.org')).toBeVisible();
});

/** Fills the validation page so that every rule fails, submits, and reads each field's message. */
async function brokenRuleMessages(page: Page, labels: Record<string, string>) {
  await field(page, labels.username!).fill('ab');
  await field(page, labels.email!).fill('not-an-address');
  await field(page, labels.website!).fill('ftp://example.org');
  await field(page, labels.age!).fill('12');
  await field(page, labels.startDate!).fill('2026-13-45');
  await field(page, labels.postcode!).fill('12345');
  await field(page, labels.password!).fill('short');
  await field(page, labels.confirm!).fill('other');
  for (const shift of labels.shifts!.split('|')) await page.getByLabel(shift, { exact: true }).check();
  await page.getByRole('button', { name: labels.submit }).click();
  const message = (label: string) => field(page, label).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
  });
  const shiftError = await page.getByRole('group', { name: labels.shiftsGroup }).evaluate((group) => group.querySelector('.demo-field__error')?.textContent ?? '');
  const termsError = await page.getByRole('group', { name: labels.termsGroup }).evaluate((group) => group.querySelector('.demo-field__error')?.textContent ?? '');
  return {
    fullName: await message(labels.fullName!),
    username: await message(labels.username!),
    email: await message(labels.email!),
    website: await message(labels.website!),
    age: await message(labels.age!),
    startDate: await message(labels.startDate!),
    postcode: await message(labels.postcode!),
    password: await message(labels.password!),
    confirm: await message(labels.confirm!),
    shifts: shiftError,
    terms: termsError,
  };
}

test('validation: every rule shows its message, in English and in French', async ({ page }) => {
  await openUikit(page, '/forms/validation', 'Form validation');
  const english = await brokenRuleMessages(page, {
    fullName: 'Full name',
    username: 'Username',
    email: 'E-mail',
    website: 'Website',
    age: 'Age',
    startDate: 'Start date',
    postcode: 'Postcode',
    password: 'Password',
    confirm: 'Confirm the password',
    shifts: 'Early|Late|Night',
    shiftsGroup: 'Shifts you can work',
    termsGroup: 'Terms',
    submit: 'Submit',
  });
  expect(english).toEqual({
    fullName: 'This field is required.',
    username: 'Enter at least 3 characters.',
    email: 'Enter a valid e-mail address.',
    website: 'Enter a web address starting with http:// or https://.',
    age: 'Enter a number of at least 18.',
    startDate: 'Enter a valid date.',
    postcode: 'Enter the postcode as four digits, a hyphen and three digits (1000-001).',
    password: 'Enter at least 8 characters.',
    confirm: 'The passwords do not match.',
    shifts: 'Choose at most 2.',
    terms: 'Accept the terms to continue.',
  });
  await field(page, 'Username').fill('a-b');
  await expect(page.getByText('This value contains characters that are not allowed.')).toBeVisible();
  await field(page, 'Age').fill('71');
  await field(page, 'Age').blur();
  await expect(page.getByText('Enter a number of at most 70.')).toBeVisible();

  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Validation de formulaire' })).toBeVisible();
  const french = await brokenRuleMessages(page, {
    fullName: 'Nom complet',
    username: 'Nom d’utilisateur',
    email: 'E-mail',
    website: 'Site web',
    age: 'Âge',
    startDate: 'Date de début',
    postcode: 'Code postal',
    password: 'Mot de passe',
    confirm: 'Confirmez le mot de passe',
    shifts: 'Matin|Après-midi|Nuit',
    shiftsGroup: 'Horaires possibles',
    termsGroup: 'Conditions',
    submit: 'Envoyer',
  });
  expect(french).toEqual({
    fullName: 'Ce champ est obligatoire.',
    username: 'Saisissez au moins 3 caractères.',
    email: 'Saisissez une adresse e-mail valide.',
    website: 'Saisissez une adresse web commençant par http:// ou https://.',
    age: 'Saisissez un nombre supérieur ou égal à 18.',
    startDate: 'Saisissez une date valide.',
    postcode: 'Saisissez le code postal sous la forme de quatre chiffres, un trait d’union et trois chiffres (1000-001).',
    password: 'Saisissez au moins 8 caractères.',
    confirm: 'Les mots de passe ne correspondent pas.',
    shifts: 'Choisissez-en au plus 2.',
    terms: 'Acceptez les conditions pour continuer.',
  });
});

test('elements: the autosuggest offers people and pages from the API; repeater totals follow the rows', async ({ page }) => {
  await openUikit(page, '/forms/elements', 'Form elements');
  const { accessToken } = await (await page.request.post('/api/jwt/login', { data: DEMO.admin })).json();
  const data = await (await page.request.get('/api/autosuggest/data', { headers: { authorization: `Bearer ${accessToken}` } })).json();
  const someone = data.developers[0].name as string;
  const input = page.getByRole('combobox', { name: 'Search people and pages' });
  await input.fill(someone.slice(0, 4));
  await expect(page.getByRole('option', { name: new RegExp(someone) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Chosen: ${someone}`)).toBeVisible();
  await input.fill('calendar');
  await expect(page.getByRole('option', { name: 'Calendar' })).toBeVisible();

  await page.goto('/forms/repeater');
  await expect(page.getByText('Total: €179.80')).toBeVisible();
  await page.getByRole('button', { name: 'Add an item' }).click();
  await expect(field(page.getByRole('group', { name: 'Item 2' }), 'Item')).toBeFocused();
  await page.keyboard.type('Gloves');
  await field(page.getByRole('group', { name: 'Item 2' }), 'Cost').pressSequentially('0.1');
  await field(page.getByRole('group', { name: 'Item 2' }), 'Quantity').fill('3');
  await field(page.getByRole('group', { name: 'Item 2' }), 'Quantity').blur();
  // 2 × 89.90 + 3 × 0.10, in cents: no binary fraction shows up.
  await expect(page.getByText('Total: €180.10')).toBeVisible();
  await page.getByRole('button', { name: 'Remove item 1' }).click();
  await expect(page.getByText('Total: €0.30')).toBeVisible();
  await page.getByRole('button', { name: 'Check the order' }).click();
  await expect(page.getByText('The order is complete: €0.30.')).toBeVisible();
});
