import type { Static } from '@sinclair/typebox';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { findOr404, nextId, search, sortItems } from '../../lib/demo-kit/list.js';
import { isoDay } from '../../lib/demo-kit/seed-tools.js';
import type { DemoTask, DemoTaskChanges, DemoTasksQuerySchema, NewDemoTask, TASK_SORTS } from './schemas.js';
import { seedDemoTasks } from './seed.js';

type TasksQuery = Static<typeof DemoTasksQuerySchema>;

/** Deleted tasks show only under `deleted`; the other filters look at tasks not deleted. */
function matchesFilter(task: DemoTask, filter: TasksQuery['filter']) {
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important') return task.isImportant;
  if (filter === 'completed') return task.isCompleted;
  return true;
}

/** `tasks` come in the manual order; every sort is stable, so ties keep that order. */
function sortTasks(tasks: DemoTask[], sortBy: (typeof TASK_SORTS)[number]) {
  switch (sortBy) {
    case 'latest':
      return sortItems(tasks, (t) => t.id, true);
    case 'title-asc':
      return sortItems(tasks, (t) => t.title);
    case 'title-desc':
      return sortItems(tasks, (t) => t.title, true);
    case 'assignee':
      return sortItems(tasks, (t) => t.assignee?.fullName);
    case 'due-date':
      return sortItems(tasks, (t) => t.dueDate);
    default:
      return tasks;
  }
}

/** What a client sends, as stored: the title trimmed, the description sanitised. */
function cleanChanges<T extends Partial<NewDemoTask>>(input: T): T {
  return {
    ...input,
    ...(input.title === undefined ? {} : { title: input.title.trim() }),
    ...(input.description === undefined ? {} : { description: sanitizeRichText(input.description) }),
  };
}

/**
 * The to-do list of one app instance. `tasks` is kept in the manual order (the order people
 * arrange by drag and drop): the seed newest first, each new task on top.
 */
export function createDemoTaskStore(start: Date) {
  const tasks = seedDemoTasks(start).sort((a, b) => b.id - a.id);

  return {
    list(query: TasksQuery) {
      const found = search(tasks, query.q, (t) => [t.title]).filter(
        (t) => matchesFilter(t, query.filter) && (!query.tag || t.tags.includes(query.tag)),
      );
      return sortTasks(found, query.sortBy ?? 'manual');
    },

    create(input: NewDemoTask): DemoTask {
      const clean = cleanChanges(input);
      const task: DemoTask = {
        id: nextId(tasks),
        title: clean.title,
        dueDate: clean.dueDate ?? isoDay(new Date()),
        description: clean.description ?? '',
        assignee: clean.assignee ?? null,
        tags: clean.tags ?? [],
        isCompleted: clean.isCompleted ?? false,
        isDeleted: false,
        isImportant: clean.isImportant ?? false,
      };
      tasks.unshift(task);
      return task;
    },

    update(id: number, changes: DemoTaskChanges) {
      return Object.assign(findOr404(tasks, id, 'Task'), cleanChanges(changes));
    },

    softDelete(id: number) {
      const task = findOr404(tasks, id, 'Task');
      task.isDeleted = true;
      return task;
    },

    restore(id: number) {
      const task = findOr404(tasks, id, 'Task');
      task.isDeleted = false;
      return task;
    },

    /**
     * The listed tasks take the places they hold among themselves, in the order given; the others
     * stay where they are. Every id is checked before anything moves (an unknown one: 404, no change).
     */
    reorder(ids: number[]) {
      const moving = ids.map((id) => findOr404(tasks, id, 'Task'));
      const places = moving.map((task) => tasks.indexOf(task)).sort((a, b) => a - b);
      places.forEach((place, i) => (tasks[place] = moving[i]!));
      return moving;
    },
  };
}
