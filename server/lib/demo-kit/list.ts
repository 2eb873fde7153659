import { notFound } from '../http-errors.js';

/**
 * The list operations every demo app shares: case-insensitive search, exact filters, a stable sort,
 * 1-based pagination, `max id + 1` and a deep copy of the seed (each app instance owns its state).
 */
export interface Identified {
  id: number;
}

export type SortValue = string | number | boolean | null | undefined;

/** A private copy of seed data, so no two app instances (or tests) share a record. */
export function cloneSeed<T>(seed: T): T {
  return structuredClone(seed);
}

/** The id a new record gets: the largest existing id plus one (1 for an empty list). */
export function nextId(items: readonly Identified[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

/** The record with this id, or a 404 error envelope naming what was looked for. */
export function findOr404<T extends Identified>(items: readonly T[], id: number, what: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw notFound(`${what} ${id} does not exist`);
  return found;
}

/** Case-insensitive substring match of `q` on the named fields only; an empty `q` keeps everything. */
export function search<T>(items: readonly T[], q: string | undefined, fields: (item: T) => (string | null | undefined)[]): T[] {
  const needle = q?.trim().toLocaleLowerCase('en');
  if (!needle) return [...items];
  return items.filter((item) => fields(item).some((value) => value?.toLocaleLowerCase('en').includes(needle)));
}

/** Keeps the items whose value equals `wanted`; `undefined` or `''` means no filter. */
export function whereEquals<T, V>(items: readonly T[], wanted: V | '' | undefined, value: (item: T) => V): T[] {
  if (wanted === undefined || wanted === '') return [...items];
  return items.filter((item) => value(item) === wanted);
}

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/** One collator for every sort: `localeCompare` with options builds a new one on each call (docs/performance.md). */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Numbers numerically, text alphabetically (case-insensitive, numbers inside text by value). */
function compareValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy. Stable: equal keys keep their order. `desc` reverses the order of the values,
 * while empty values (null, undefined, '') stay last either way.
 */
export function sortItems<T>(items: readonly T[], key: (item: T) => SortValue, desc = false): T[] {
  // Each item's key once (a date parsed, a name folded), not once per comparison.
  const keyed = items.map((item) => ({ item, key: key(item) }));
  keyed.sort((x, y) => {
    const a = x.key;
    const b = y.key;
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    const order = compareValues(a!, b!);
    return desc ? -order : order;
  });
  return keyed.map((entry) => entry.item);
}

export interface PageRequest {
  page?: number;
  perPage?: number;
}

/** Page `p` of size `n` (1-based) is items `(p-1)*n .. p*n-1`; past the end it is empty. */
export function paginate<T>(items: readonly T[], request: PageRequest, defaultPerPage: number): T[] {
  const page = request.page ?? 1;
  const perPage = request.perPage ?? defaultPerPage;
  return items.slice((page - 1) * perPage, page * perPage);
}
