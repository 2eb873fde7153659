import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { oneOf } from '../demo-kit/query.js';

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

export const demoTablesSchemas = [DemoTableRowSchema, DemoTableRowsSchema, DemoTableRowGroupsSchema, DemoAutosuggestSchema];
