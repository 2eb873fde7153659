import { Type, type TInteger } from '@sinclair/typebox';
import { literals, Str } from './schema.js';
import { LOCALES } from '../../common/locales.js';

/**
 * Query-string fragments shared by the server-paged lists (the demo lists, the mail log, the careers lists). Query strings are coerced by the validator:
 * integers must be whole numbers in range and booleans `true`/`false`, or the answer is 400.
 */
export const searchQuery = (fields: string) =>
  Type.Optional(Str.short({ description: `Case-insensitive substring of ${fields}`, examples: ['an'] }));

export const pagingQuery = (defaultPerPage: number) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: '1-based page number' })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: defaultPerPage, description: 'Page size' })),
});

/** A page number of the careers lists: 1-based, at most 10,000. */
export const Page = () => Type.Integer({ minimum: 1, maximum: 10_000, default: 1 });

/** A page size of the careers lists: at most 100. */
export const PerPage = () => Type.Integer({ minimum: 1, maximum: 100, default: 20 });

/** The paging fields of a careers list's answer, after its items: how many match, and the page and page size given. */
export const pageAnswer = () => ({ total: Type.Integer({ minimum: 0 }), page: Type.Integer(), perPage: Type.Integer() });

/** `sortDesc`: descending order when true; `defaultDesc` for lists whose natural order is newest first. */
export const sortDescQuery = (defaultDesc = false) => Type.Optional(Type.Boolean({ default: defaultDesc, description: 'Descending order' }));

/** A string enum (`role`, `folder`, ...): one `enum` list in the OpenAPI document, typed as the union. */
export const oneOf = <T extends string>(values: readonly T[], options: object = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** Like `oneOf`, plus `''` meaning "no filter". */
export const filterOf = <T extends string>(values: readonly T[], description: string) =>
  Type.Optional(Type.Unsafe<T | ''>({ type: 'string', enum: ['', ...values], description: `${description}; empty means no filter` }));

/** `{ [name]: integer ≥ 1 }`, the path parameters of a record route. */
export const idParams = <K extends string>(name: K, $id: string) =>
  Type.Object({ [name]: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, examples: [1] }) } as Record<K, TInteger>, { $id });

/** `text` matched literally inside a LIKE pattern: its `%`, `_` and `\` lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `lang`: one of the portal's languages (en, fr, de, pt; English by default), anything else a 400. */
export const languageQuery = (description: string) => Type.Optional(Type.Union(literals(LOCALES), { default: 'en', description }));
