/**
 * What a visitor did on a server-rendered page before the SPA arrived (the page's inline starter,
 * server/modules/careers-pages/starter.ts, loads it on intent): hydration keeps the DOM as the
 * visitor left it, but React's state is the server's, so each change is handed to React once the
 * page is hydrated, as if it happened now:
 *   - a ticked or unticked box: put back and clicked again;
 *   - typed text or a chosen option: React's copy of the old value is set, then the visitor's
 *     value is set natively and announced with an `input` / `change` event (React's onChange runs);
 *   - a click on a script-only button (`window.__earlyClicks`, kept by the starter): clicked again.
 */

declare global {
  interface Window {
    __earlyClicks?: HTMLElement[] | null;
  }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function defaultValueOf(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

/** Sets `value` past React's tracker (its copy stays the old value), then tells React. */
function announce(field: Field, value: string) {
  const old = defaultValueOf(field);
  field.value = old;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Hands the visitor's early changes under `root`, and their early clicks, to the hydrated page. */
export function replayEarlyInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>('input, select, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      field.checked = field.defaultChecked;
      field.click();
    } else if (!(field instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'file'].includes(field.type)) && field.value !== defaultValueOf(field)) {
      announce(field, field.value);
    }
  }
  const clicks = window.__earlyClicks ?? [];
  window.__earlyClicks = null;
  for (const button of clicks) if (button.isConnected) button.click();
}
