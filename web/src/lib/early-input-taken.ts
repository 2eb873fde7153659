/**
 * What a visitor did on a server-rendered page before the SPA arrived, read as the page is handed
 * to React (`hydrateRoot`): from that moment React hears every click and change itself. The starter
 * (server/modules/careers-pages/starter.ts) stops keeping clicks then; one kept after it reached
 * React too and was replayed a second time (the board's "Show filters" opened, then closed).
 * The replay (lib/early-input.ts) is fetched once the page is hydrated: this part is all the
 * first load carries.
 */

declare global {
  interface Window {
    __earlyClicks?: HTMLElement[] | null;
  }
}

export type EarlyField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface EarlyInput {
  /** Every field under the root, with its state when React took the page over. */
  fields: { field: EarlyField; checked: boolean; value: string }[];
  /** The clicks on script-only buttons the starter kept. */
  clicks: HTMLElement[];
}

/** Takes the early input under `root`; the starter keeps no click after this. */
export function takeEarlyInput(root: HTMLElement): EarlyInput {
  const clicks = window.__earlyClicks ?? [];
  window.__earlyClicks = null;
  const fields = [...root.querySelectorAll<EarlyField>('input, select, textarea')].map((field) => ({ field, checked: field instanceof HTMLInputElement && field.checked, value: field.value }));
  return { fields, clicks };
}
