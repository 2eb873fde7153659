import { dateFormat } from '../lib/date-format';
/**
 * Pass-through options (`pt`) that mend PrimeReact 10.9's markup where axe finds faults. Give them
 * to the component whose name they start with.
 */

/** Dropdown: its hidden native <select> (for forms) has no label; it is not for people, so it is hidden from them. */
export const HIDDEN_NATIVE_SELECT = { select: { 'aria-hidden': true } };

/**
 * ListBox: its two focus sentinels are focusable yet aria-hidden; the list itself takes the focus
 * instead (it handles the arrow keys already).
 */
export const LISTBOX_FOCUS = { hiddenFirstFocusableEl: { tabIndex: -1 }, hiddenLastFocusableEl: { tabIndex: -1 }, list: { tabIndex: 0 } };

/** Tree: the open/close buttons are out of the tab order (the tree item takes the arrow keys), so they are hidden too. */
export const TREE_TOGGLERS = { toggler: { 'aria-hidden': true } };

/** InputSwitch: its wrapper claims role checkbox around the real switch input (nested controls); the input alone speaks. */
export const SWITCH_ROLE = { root: { role: undefined, 'aria-checked': undefined } };

/**
 * Chips: PrimeReact makes the chips a listbox of options that also holds the text input (which a
 * listbox may not); they are a plain list here, named by the field's label (`labelledBy`). Typing
 * and Enter add a chip, Backspace removes the last one, each chip's remove button removes it.
 */
export const chipsNamed = (labelledBy: string) => ({
  container: { role: undefined, 'aria-orientation': undefined, 'aria-activedescendant': undefined, 'aria-labelledby': labelledBy },
  token: { role: undefined, 'aria-selected': undefined, 'aria-setsize': undefined, 'aria-posinset': undefined },
});

/** A day of PrimeReact's Calendar, as its pass-through options receive it (month from 0). */
export interface CalendarDay {
  day: number;
  month: number;
  year: number;
}

/**
 * Calendar: a control's name must contain the text it shows (WCAG 2.5.3, Label in Name). PrimeReact
 * names the header's month and year buttons "Choose Month" and "Choose Year" while they show
 * "November" and "2026", and each day cell by the date in the input's numbers ("01/11/2026" for a
 * cell showing "1"). The buttons keep the name they show; a day is named by its whole date in the
 * active language ("Sunday, 1 November 2026"), which holds its number. `day` adds a page's own
 * attributes to each day cell. Give the result to every Calendar's `pt`.
 */
export function calendarNames(locale: string, day?: (date: CalendarDay) => Record<string, unknown>) {
  const fullDate = dateFormat(locale, { dateStyle: 'full' });
  return {
    monthTitle: { 'aria-label': undefined },
    yearTitle: { 'aria-label': undefined },
    day: ({ context }: { context: { date: CalendarDay } }) => ({
      'aria-label': fullDate.format(new Date(context.date.year, context.date.month, context.date.day)),
      ...day?.(context.date),
    }),
  };
}
