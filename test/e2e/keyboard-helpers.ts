import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the focused element is `target` (at most `limit` times), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to the field `target` and types `text` into it. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Fails unless `target` holds the keyboard focus (after a dialog closes, focus must come back to a control). */
export async function expectFocused(target: Locator) {
  await target.page().waitForFunction((el) => el === document.activeElement, await target.elementHandle(), { timeout: 5_000 }).catch(async () => {
    const holder = await target.page().evaluate(() => {
      const el = document.activeElement;
      return el ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${(el.textContent ?? '').trim().slice(0, 40)}` : 'nothing';
    });
    throw new Error(`${target.toString()} does not hold the focus (${holder} does)`);
  });
}

/**
 * Chooses `option` in the radio group `group` as the keyboard does: Tab reaches the group's checked
 * radio (one stop for the whole group), then the arrow keys move along it.
 */
export async function chooseRadio(page: Page, group: Locator, option: string, limit = 12) {
  await tabTo(page, group.locator('input[type=radio]:checked'), 160);
  const target = group.getByRole('radio', { name: option, exact: true });
  for (let i = 0; i < limit && !(await target.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  if (!(await target.isChecked())) throw new Error(`the arrow keys never reached ${target.toString()}`);
}

/** A `YYYY-MM-DD` day as typed: in the portal's date fields (English: DD/MM/YYYY), or the keys of the browser's own (US English: month, day, year). */
export const typedDay = (day: string, field: 'portal' | 'browser') => {
  const [y, m, d] = day.split('-');
  return field === 'portal' ? `${d}/${m}/${y}` : `${m}${d}${y}`;
};

/** Tabs to a native select (at most `limit` presses) and chooses `option` by typing its first letters, as the keyboard does. */
export async function chooseByTyping(page: Page, label: string | Locator, option: string, value: string, limit?: number) {
  const select = typeof label === 'string' ? page.getByLabel(label, { exact: true }) : label;
  await tabTo(page, select, limit);
  await page.keyboard.type(option);
  await expect(select).toHaveValue(value);
}
