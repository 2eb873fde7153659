import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { DemoTitle } from '../../../common/demo-text.js';
import { TASK_FILTERS, TASK_SORTS, TASK_TAGS, TaskDescription, TaskDueDate, TaskTitle } from '../../../common/demo-todo.js';
import { idParams, oneOf, searchQuery } from '../../lib/list-query.js';

export { TASK_FILTERS, TASK_SORTS, TASK_TAGS };

export const DemoTaskAssigneeSchema = Type.Object(
  {
    fullName: DemoTitle(200, { examples: ['Jane Foster'] }),
    avatar: Type.Union([Type.String({ maxLength: 200, pattern: '^/(?!/)[\\x21-\\x7E]*$', description: 'A picture on this site (a path)', examples: ['/images/avatars/3.svg'] }), Type.Null()]),
  },
  { $id: 'DemoTaskAssignee' },
);

const assignee = Type.Union([ref(DemoTaskAssigneeSchema), Type.Null()], { description: 'null: nobody' });
const tags = Type.Array(oneOf(TASK_TAGS), { uniqueItems: true, maxItems: TASK_TAGS.length });

export const DemoTaskSchema = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    title: Type.String({ examples: ['Fix responsiveness for new structure 💻'] }),
    dueDate: TaskDueDate,
    description: Type.String({ description: 'HTML, sanitised' }),
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
        default: 'manual',
        description:
          'manual: the order saved by reorderDemoTasks (a new task goes on top, so a list never rearranged is newest first); latest: newest id first; assignee: by full name, unassigned last; due-date: soonest first. Ties keep the manual order',
      }),
    ),
  },
  { $id: 'DemoTasksQuery' },
);

export const DemoTaskListSchema = Type.Array(ref(DemoTaskSchema), { $id: 'DemoTaskList' });

export const NewDemoTaskSchema = Type.Object(
  {
    title: TaskTitle,
    dueDate: Type.Optional({ ...TaskDueDate, description: 'Defaults to today' }),
    description: Type.Optional(TaskDescription),
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

export const ReorderDemoTasksBodySchema = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), {
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      description: 'Task ids in their new order',
      examples: [[3, 1, 2]],
    }),
  },
  {
    $id: 'ReorderDemoTasksBody',
    description:
      'The listed tasks take the places they already hold among themselves in the manual order, in the order given; every other task keeps its place (so a filtered list can be rearranged on its own)',
  },
);

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
  ReorderDemoTasksBodySchema,
];
