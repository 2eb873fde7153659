// Builders imported one by one (not the `Type` namespace): the SPA bundles only these.
import { Object as ObjectOf } from '@sinclair/typebox';
import { DemoDay, DemoRichText, DemoTitle } from './demo-text.js';

/** The to-do app's vocabulary and field rules, shared by the API and the task panel. */
export const TASK_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const;
/** `manual` (the default) is the order people arrange by drag and drop; new tasks go on top. */
export const TASK_SORTS = ['manual', 'latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;

export type TaskTag = (typeof TASK_TAGS)[number];
export type TaskFilter = (typeof TASK_FILTERS)[number];
export type TaskSort = (typeof TASK_SORTS)[number];

export const TaskTitle = DemoTitle(200, { examples: ['Plan the design review'] });
export const TaskDueDate = DemoDay({ description: 'Due day' });
export const TaskDescription = DemoRichText(10_000, { description: 'HTML; stored sanitised (no script, no event handler)' });

/** The fields of the task panel that have rules (the others are choices from fixed lists). */
export const TaskFormRulesSchema = ObjectOf({ title: TaskTitle, dueDate: TaskDueDate, description: TaskDescription });
