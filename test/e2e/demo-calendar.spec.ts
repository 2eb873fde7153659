import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { demoApi } from './demo-api';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE, uniqueText } from './demo-helpers';

/** The calendar: add, drag to another day, list view, the panel as the keyboard path, delete; axe, a phone, hostile HTML. */

interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: { calendar: string; description?: string; guests?: string[]; location?: string };
}

const WORDS = {
  en: {
    heading: 'Calendar', add: 'Add event', edit: 'Edit event', title: 'Title', calendar: 'Calendar', family: 'Family', location: 'Location',
    addButton: 'Add', save: 'Save', saved: 'Event saved', list: 'List', month: 'Month', firstDay: 'First day', lastDay: 'Last day',
    delete: 'Delete', yes: 'Yes, delete', guests: 'Guests', invite: 'Invite',
  },
  fr: {
    heading: 'Calendrier', add: 'Ajouter un événement', edit: 'Modifier l’événement', title: 'Titre', calendar: 'Calendrier', family: 'Famille', location: 'Lieu',
    addButton: 'Ajouter', save: 'Enregistrer', saved: 'Événement enregistré', list: 'Liste', month: 'Mois', firstDay: 'Premier jour', lastDay: 'Dernier jour',
    delete: 'Supprimer', yes: 'Oui, supprimer', guests: 'Invités', invite: 'Inviter',
  },
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const allEvents = async (page: Page) => (await demoApi(page)).get<CalendarEvent[]>('/api/apps/calendar/events');
const eventNamed = async (page: Page, title: string) => (await allEvents(page)).find((e) => e.title === title);

/** Drags with the mouse in small steps, as FullCalendar's interaction plugin expects (the target measured as it is then). */
async function dragTo(page: Page, item: Locator, target: Locator) {
  await expect(page.locator('.cal-main')).toHaveAttribute('aria-busy', 'false');
  const from = (await item.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  const settled = (await target.boundingBox())!;
  await page.mouse.move(settled.x + settled.width / 2, settled.y + settled.height / 2, { steps: 2 });
  await page.mouse.up();
}

for (const locale of ['en', 'fr'] as const) {
  test(`calendar (${locale}): add an event, drag it to another day, find it in the list, change and delete it with the keyboard`, async ({ page }) => {
    const w = WORDS[locale];
    if (locale !== 'en') await page.addInitScript((l) => localStorage.setItem('locale', JSON.stringify(l)), locale);
    await openAsAdmin(page, '/apps/calendar', w.heading);
    await expect(page.locator('.fc-daygrid-body')).toBeVisible();
    const title = uniqueText(locale === 'en' ? 'Ward round' : 'Visite du service');
    const today = new Date();
    const cells = page.locator('td.fc-daygrid-day[data-date]');
    const dates = await cells.evaluateAll((tds) => tds.map((td) => td.getAttribute('data-date')!));
    const target = dates.includes(day(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)))
      ? day(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1))
      : day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1));

    // Add: an all-day event today, in the Family calendar, with a guest and a place.
    await page.getByRole('button', { name: w.add }).click();
    const panel = page.getByRole('dialog', { name: w.add });
    await expect(panel.getByLabel(w.title)).toBeFocused();
    await page.keyboard.type(title);
    await panel.getByLabel(w.calendar, { exact: true }).selectOption({ label: w.family });
    const people = (await (await demoApi(page)).get<{ users: { fullName: string }[] }>('/api/apps/user/users?perPage=1&sortBy=fullName')).users;
    await panel.getByLabel(w.guests).fill(people[0]!.fullName);
    await panel.getByRole('button', { name: w.invite }).click();
    await panel.getByLabel(w.location).fill('Ward 7');
    await panel.getByRole('button', { name: w.addButton, exact: true }).click();
    await expect(panel).toBeHidden();
    const created = page.locator('.fc-event', { hasText: title });
    await expect(created).toBeVisible();
    expect(await eventNamed(page, title)).toMatchObject({
      allDay: true,
      start: `${day(today)}T00:00:00.000Z`,
      extendedProps: { calendar: 'Family', guests: [people[0]!.fullName], location: 'Ward 7' },
    });

    // Drag it to another day: saved at once, with a toast.
    await dragTo(page, created, page.locator(`td.fc-daygrid-day[data-date="${target}"]`));
    await expect(page.getByText(w.saved).first()).toBeVisible();
    await expect.poll(async () => (await eventNamed(page, title))?.start).toBe(`${target}T00:00:00.000Z`);
    await expect(page.locator(`td.fc-daygrid-day[data-date="${target}"] .fc-event`, { hasText: title })).toBeVisible();

    // The list view shows it under its new day.
    await page.getByRole('button', { name: w.list, exact: true }).click();
    const row = page.locator('tr.fc-list-event', { hasText: title });
    await expect(row).toBeVisible();
    const heading = row.locator('xpath=preceding-sibling::tr[contains(@class, "fc-list-day")][1]');
    await expect(heading).toHaveAttribute('data-date', target);

    // The panel is the keyboard path: open the event with Enter, make it two days, save.
    await row.locator('a').first().focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: w.edit });
    await expect(edit.getByLabel(w.title)).toBeFocused();
    const later = day(new Date(Number(target.slice(0, 4)), Number(target.slice(5, 7)) - 1, Number(target.slice(8, 10)) + 1));
    await edit.getByLabel(w.lastDay).fill(later);
    await edit.getByLabel(w.title).focus();
    await page.keyboard.press('Enter');
    await expect(edit).toBeHidden();
    await expect.poll(async () => (await eventNamed(page, title))?.end).toBe(`${day(new Date(Number(later.slice(0, 4)), Number(later.slice(5, 7)) - 1, Number(later.slice(8, 10)) + 1))}T00:00:00.000Z`);

    // Delete after the confirmation.
    await page.locator('tr.fc-list-event', { hasText: title }).first().locator('a').first().focus();
    await page.keyboard.press('Enter');
    await expect(edit.getByLabel(w.title)).toBeFocused();
    await edit.getByRole('button', { name: w.delete, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(edit.getByRole('button', { name: w.yes })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(edit).toBeHidden();
    await expect(page.locator('tr.fc-list-event', { hasText: title })).toHaveCount(0);
    await expect.poll(async () => await eventNamed(page, title)).toBeUndefined();
  });
}

test('calendar: a move the server refuses goes back, with a toast that says so', async ({ page }) => {
  await openAsAdmin(page, '/apps/calendar', 'Calendar');
  const api = await demoApi(page);
  const title = uniqueText('Refused move');
  const today = day(new Date());
  const { event } = await api.post<{ event: CalendarEvent }>(
    '/api/apps/calendar/events',
    { event: { title, start: `${today}T00:00:00.000Z`, end: `${today}T00:00:00.000Z`, allDay: true, extendedProps: { calendar: 'Personal' } } },
    201,
  );
  await page.reload();
  const shown = page.locator(`td.fc-daygrid-day[data-date="${today}"] .fc-event`, { hasText: title });
  await expect(shown).toBeVisible();
  // Someone else removes it meanwhile: the server refuses the move (404).
  await api.del(`/api/apps/calendar/events/${event.id}`);
  const cells = await page.locator('td.fc-daygrid-day[data-date]').evaluateAll((tds) => tds.map((td) => td.getAttribute('data-date')!));
  const target = cells[cells.indexOf(today) === cells.length - 1 ? cells.length - 2 : cells.indexOf(today) + 1]!;
  const moved = page.waitForResponse((r) => r.url().endsWith(`/api/apps/calendar/events/${event.id}`) && r.request().method() === 'POST');
  await dragTo(page, shown, page.locator(`td.fc-daygrid-day[data-date="${target}"]`));
  expect((await moved).status()).toBe(404);
  await expect(page.getByText('The event was not moved')).toBeVisible();
  await expect(page.locator(`td.fc-daygrid-day[data-date="${target}"] .fc-event`, { hasText: title })).toHaveCount(0);
});

test('calendar: the month picker moves the calendar and the filters reach the server', async ({ page }) => {
  await openAsAdmin(page, '/apps/calendar', 'Calendar');
  await expect(page.locator('.fc-daygrid-body')).toBeVisible();
  const nextMonth = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1);
  const nextName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(nextMonth);
  await page.locator('.month-picker').getByRole('button', { name: 'Next month' }).click();
  const fifteenth = new Date(nextMonth.getFullYear(), nextMonth.getMonth(), 15);
  const request = page.waitForRequest((r) => r.url().includes('/api/apps/calendar/events') && r.url().includes('start='));
  await page.getByRole('grid', { name: nextName }).getByRole('button', { name: new Intl.DateTimeFormat('en-KE', { dateStyle: 'full' }).format(fifteenth) }).click();
  await expect(page.locator('.fc-toolbar-title')).toHaveText(nextName);
  const url = new URL((await request).url());
  expect(Date.parse(url.searchParams.get('end')!) - Date.parse(url.searchParams.get('start')!)).toBeLessThanOrEqual(42 * 86_400_000 + 3_600_000);

  const filtered = page.waitForRequest((r) => r.url().includes('calendars=Business%2CHoliday%2CPersonal%2CFamily') || r.url().includes('calendars=Business,Holiday,Personal,Family'));
  await page.getByRole('checkbox', { name: 'Other' }).uncheck();
  await filtered;
  await expect(page).toHaveURL(/calendars=Business%2CHoliday%2CPersonal%2CFamily|calendars=Business,Holiday,Personal,Family/);
  await expect(page.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'View all' }).check();
  await expect(page).not.toHaveURL(/calendars=/);
});

test('calendar: a hostile description is stored sanitised and never runs', async ({ page }) => {
  await openAsAdmin(page, '/apps/calendar', 'Calendar');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const title = uniqueText('Hostile event');
  const today = day(new Date());
  const { event } = await (await demoApi(page)).post<{ event: CalendarEvent }>(
    '/api/apps/calendar/events',
    {
      event: {
        title, start: `${today}T00:00:00.000Z`, end: `${today}T00:00:00.000Z`, allDay: true,
        extendedProps: { calendar: 'ETC', description: '<p>Agenda</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script>' },
      },
    },
    201,
  );
  expect(event.extendedProps.description).not.toMatch(/onerror|<script/i);
  await page.reload();
  await page.locator('.fc-event', { hasText: title }).click();
  const editor = page.getByRole('dialog', { name: 'Edit event' }).getByRole('textbox', { name: 'Description' });
  await expect(editor).toContainText('Agenda');
  expect(await editor.innerHTML()).not.toMatch(/onerror|<script/i);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(alerts).toEqual([]);
});

test('calendar: no axe violation in the light and the dark skin', async ({ page }) => {
  test.slow(); // axe over a calendar takes long on a busy machine
  await openAsAdmin(page, '/apps/calendar', 'Calendar');
  await expectAccessibleInBothSkins(page, '/apps/calendar', async (p) => {
    await expect(p.locator('.fc-daygrid-body .fc-event').first()).toBeVisible();
  });
});

test('calendar: a title too long for its day ends in an ellipsis in the month grid, and shows whole on hover and focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = uniqueText('Quarterly clinical governance review with the medical director');
  await openAsAdmin(page, '/apps/calendar', 'Calendar');
  const today = day(new Date());
  await (await demoApi(page)).post('/api/apps/calendar/events', { event: { title, start: `${today}T00:00:00.000Z`, end: `${today}T00:00:00.000Z`, allDay: true, extendedProps: { calendar: 'Business' } } }, 201);
  await page.reload();
  const event = page.locator('.fc-daygrid-event', { hasText: title });
  const text = event.locator('.fc-event-title');
  await expect(text).toBeVisible();
  const cut = () => text.evaluate((el) => ({ ellipsis: getComputedStyle(el).textOverflow, cut: el.scrollWidth > el.clientWidth }));
  expect(await cut()).toEqual({ ellipsis: 'ellipsis', cut: true });
  await event.focus();
  await expect.poll(async () => (await cut()).cut).toBe(false);
  await event.blur();
  await expect.poll(async () => (await cut()).cut).toBe(true);
  await text.hover();
  await expect.poll(async () => (await cut()).cut).toBe(false);
});

test('calendar: no axe violation in the list and week views and the event panel', async ({ page }) => {
  test.slow(); // axe over a calendar takes long on a busy machine
  await openAsAdmin(page, '/apps/calendar', 'Calendar');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.locator('.fc-list-table')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.locator('.fc-timegrid-body')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('dialog', { name: 'Add event' }).getByRole('textbox', { name: 'Description' })).toBeVisible();
  await expectAccessible(page);
});

test('calendar: on a 390 px phone the list view comes first, above the calendars, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAsAdmin(page, '/apps/calendar', 'Calendar');
  await expect(page.locator('.fc-list-table, .fc-list-empty').first()).toBeVisible();
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  expect(await top(page.locator('.cal-main'))).toBeLessThan(await top(page.getByRole('button', { name: 'Add event' })));
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.locator('.fc-daygrid-body')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('dialog', { name: 'Add event' }).getByRole('textbox', { name: 'Description' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
