/** A row of the supplies order: cost in euros (as typed, may have cents), quantity. */
export interface Item {
  name: string;
  cost: number | null;
  quantity: number | null;
}

export const newItem = (): Item => ({ name: '', cost: null, quantity: 1 });

/** A row's price in cents: its cost rounded to whole cents, times the quantity (never binary fractions of a euro). */
export const priceInCents = (item: Item) => Math.round((item.cost ?? 0) * 100) * (item.quantity ?? 0);

/** The order's total in cents. */
export const totalInCents = (items: readonly Item[]) => items.reduce((sum, item) => sum + priceInCents(item), 0);
