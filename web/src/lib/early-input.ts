/**
 * What a visitor did on a server-rendered page before the SPA arrived (the page's inline starter,
 * server/modules/careers-pages/starter.ts, loads it on intent), as it stood when React took the page
 * over (lib/early-input-taken.ts): hydration keeps the DOM as the visitor left it, but React's state
 * is the server's, so each change is handed to React once the page is hydrated, as if it happened now:
 *   - a ticked or unticked box, a chosen radio button: put back and clicked again;
 *   - typed text or a chosen option: React's copy of the old value is set, then the visitor's
 *     value is set natively and announced with an `input` / `change` event (React's onChange runs);
 *   - a click on a script-only button (`window.__earlyClicks`, kept by the starter): clicked again.
 * A field changed again since hydration is left alone: React heard that change itself.
 */
import type { EarlyField, EarlyInput } from './early-input-taken';

function defaultValueOf(field: EarlyField): string {
  if (field instanceof HTMLSelectElement) return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

/** Sets `value` past React's tracker (its copy stays the old value), then tells React. */
function announce(field: EarlyField, value: string) {
  const old = defaultValueOf(field);
  field.value = old;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const isBox = (field: EarlyField): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const NOT_TYPED = ['hidden', 'submit', 'button', 'file'];

/** A field the visitor changed before hydration and has not changed since (React heard a later change itself). */
function toReplay({ field, checked, value }: EarlyInput['fields'][number]): boolean {
  if (!field.isConnected) return false;
  // A radio button left unchecked by the visitor's choice of another is replayed by that choice.
  if (isBox(field)) return field.checked === checked && checked !== field.defaultChecked && !(field.type === 'radio' && !checked);
  return !(field instanceof HTMLInputElement && NOT_TYPED.includes(field.type)) && field.value === value && value !== defaultValueOf(field);
}

/**
 * Hands the visitor's early changes and clicks, taken at hydration, to the hydrated page. The fields
 * are chosen first: each replayed change re-renders the form, which puts the others back to React's
 * state, so each is then set from what was taken.
 */
export function replayEarlyInput({ fields, clicks }: EarlyInput): void {
  for (const { field, checked, value } of fields.filter(toReplay)) {
    if (isBox(field)) {
      field.checked = !checked;
      field.click();
    } else announce(field, value);
  }
  for (const button of clicks) if (button.isConnected) button.click();
}
