import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { filterOf, oneOf, pagingQuery, searchQuery, sortDescQuery } from '../../lib/list-query.js';

export const ROW_STATUSES = ['Current', 'Professional', 'Rejected', 'Resigned', 'Applied'] as const;

export const DemoTableRowSchema = Type.Object(
  {
    id: Type.Integer(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    fullName: Type.String({ examples: ['Korrie O’Crevy'] }),
    post: Type.String({ examples: ['Nuclear Power Engineer'] }),
    email: Type.String(),
    city: Type.String({ examples: ['Krasnosilka'] }),
    startDate: Type.String({ format: 'date', examples: ['2019-09-23'] }),
    salary: Type.Number({ examples: [23896.35] }),
    age: Type.Integer({ examples: [61] }),
    experience: Type.String({ examples: ['1 Year'] }),
    status: oneOf(ROW_STATUSES),
  },
  { $id: 'DemoTableRow' },
);
export type DemoTableRow = Static<typeof DemoTableRowSchema>;

export const DemoTableRowsSchema = Type.Array(ref(DemoTableRowSchema), { $id: 'DemoTableRows' });

/** The row fields the server-side table may sort by. */
export const ROW_SORT_KEYS = ['id', 'fullName', 'post', 'email', 'city', 'startDate', 'salary', 'age', 'status'] as const;
/** Rows per page of the server-side table when the query does not say. */
export const SSR_DEFAULT_PER_PAGE = 10;

export const DemoTableSsrQuerySchema = Type.Object(
  {
    q: searchQuery('fullName, email, post or city'),
    ...pagingQuery(SSR_DEFAULT_PER_PAGE),
    sortBy: Type.Optional(oneOf(ROW_SORT_KEYS, { default: 'id', description: 'The row field to sort by' })),
    sortDesc: sortDescQuery(),
    status: filterOf(ROW_STATUSES, 'Exact status'),
  },
  { $id: 'DemoTableSsrQuery' },
);
export type DemoTableSsrQuery = Static<typeof DemoTableSsrQuerySchema>;

export const DemoTableSsrPageSchema = Type.Object(
  {
    rows: Type.Array(ref(DemoTableRowSchema), { description: 'The rows of the page asked for' }),
    total: Type.Integer({ description: 'Rows matching the search and filter over all pages' }),
  },
  { $id: 'DemoTableSsrPage' },
);

export const DemoTableRowGroupsSchema = Type.Array(
  Type.Object({
    mode: Type.Literal('span'),
    label: Type.String({ description: 'The post the rows share', examples: ['Accountant'] }),
    children: Type.Array(ref(DemoTableRowSchema)),
  }),
  { $id: 'DemoTableRowGroups' },
);

const suggestedPerson = Type.Object({ name: Type.String(), email: Type.String(), avatar: Type.String(), time: Type.String({ format: 'date', examples: ['2026-05-17'] }) });

export const DemoAutosuggestSchema = Type.Object(
  {
    developers: Type.Array(suggestedPerson),
    designers: Type.Array(suggestedPerson),
    pages: Type.Array(Type.Object({ name: Type.String({ examples: ['Calendar'] }), icon: Type.String({ examples: ['CalendarIcon'] }) })),
  },
  { $id: 'DemoAutosuggest', description: 'Suggestion groups of the autosuggest demo' },
);
export type DemoAutosuggest = Static<typeof DemoAutosuggestSchema>;

export const demoTablesSchemas = [
  DemoTableRowSchema,
  DemoTableRowsSchema,
  DemoTableSsrQuerySchema,
  DemoTableSsrPageSchema,
  DemoTableRowGroupsSchema,
  DemoAutosuggestSchema,
];
