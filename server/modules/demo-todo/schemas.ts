import { Type, type Static } from '@sinclair/typebox';
import { Paragraphs, ref, Str } from '../../lib/schema.js';
import { idParams, oneOf, searchQuery } from '../demo-kit/query.js';

export const TASK_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const;
export const TASK_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;

export const DemoTaskAssigneeSchema = Type.Object(
  { fullName: Str.name({ minLength: 1, examples: ['Jane Foster'] }), avatar: Type.Union([Str.short(), Type.Null()]) },
  { $id: 'DemoTaskAssignee' },
);

const day = (description: string) => Type.String({ format: 'date', description, examples: ['2026-12-01'] });
const assignee = Type.Union([ref(DemoTaskAssigneeSchema), Type.Null()], { description: 'null: nobody' });
const tags = Type.Array(oneOf(TASK_TAGS), { uniqueItems: true, maxItems: TASK_TAGS.length });
const description = Paragraphs(10_000, { description: 'HTML' });

export const DemoTaskSchema = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    title: Type.String({ examples: ['Fix responsiveness for new structure 💻'] }),
    dueDate: day('Due day'),
    description,
    assignee,
    tags,
    isCompleted: Type.Boolean(),
    isDeleted: Type.Boolean({ description: 'Soft-deleted: shown only under filter=deleted' }),
    isImportant: Type.Boolean(),
  },
  { $id: 'DemoTask' },
);
export type DemoTask = Static<typeof DemoTaskSchema>;

export const DemoTasksQuerySchema = Type.Object(
  {
    q: searchQuery('the title'),
    filter: Type.Optional(oneOf(TASK_FILTERS, { description: 'Without it: every task not deleted' })),
    tag: Type.Optional(oneOf(TASK_TAGS)),
    sortBy: Type.Optional(
      oneOf(TASK_SORTS, {
        default: 'latest',
        description: 'latest: newest id first; assignee: by full name, unassigned last; due-date: soonest first',
      }),
    ),
  },
  { $id: 'DemoTasksQuery' },
);

export const DemoTaskListSchema = Type.Array(ref(DemoTaskSchema), { $id: 'DemoTaskList' });

export const NewDemoTaskSchema = Type.Object(
  {
    title: Str.name({ minLength: 1, examples: ['Plan the design review'] }),
    dueDate: Type.Optional(day('Defaults to today')),
    description: Type.Optional(description),
    assignee: Type.Optional(assignee),
    tags: Type.Optional(tags),
    isCompleted: Type.Optional(Type.Boolean()),
    isImportant: Type.Optional(Type.Boolean()),
  },
  { $id: 'NewDemoTask' },
);
export type NewDemoTask = Static<typeof NewDemoTaskSchema>;

export const DemoTaskChangesSchema = Type.Object(
  { ...Type.Partial(NewDemoTaskSchema).properties, isDeleted: Type.Optional(Type.Boolean({ description: 'false restores a deleted task' })) },
  { $id: 'DemoTaskChanges', description: 'The fields to change; the id comes from the URL' },
);
export type DemoTaskChanges = Static<typeof DemoTaskChangesSchema>;

export const CreateDemoTaskBodySchema = Type.Object({ task: ref(NewDemoTaskSchema) }, { $id: 'CreateDemoTaskBody' });
export const UpdateDemoTaskBodySchema = Type.Object({ task: ref(DemoTaskChangesSchema) }, { $id: 'UpdateDemoTaskBody' });
export const DemoTaskEnvelopeSchema = Type.Object({ task: ref(DemoTaskSchema) }, { $id: 'DemoTaskEnvelope' });
export const DemoTaskParamsSchema = idParams('id', 'DemoTaskParams');

export const demoTodoSchemas = [
  DemoTaskAssigneeSchema,
  DemoTaskSchema,
  DemoTasksQuerySchema,
  DemoTaskListSchema,
  NewDemoTaskSchema,
  DemoTaskChangesSchema,
  CreateDemoTaskBodySchema,
  UpdateDemoTaskBodySchema,
  DemoTaskEnvelopeSchema,
  DemoTaskParamsSchema,
];
