import type { Static } from '@sinclair/typebox';
import { findOr404, nextId, search, sortItems } from '../demo-kit/list.js';
import { isoDay } from '../demo-kit/seed-tools.js';
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

function sortTasks(tasks: DemoTask[], sortBy: (typeof TASK_SORTS)[number]) {
  switch (sortBy) {
    case 'title-asc':
      return sortItems(tasks, (t) => t.title);
    case 'title-desc':
      return sortItems(tasks, (t) => t.title, true);
    case 'assignee':
      return sortItems(tasks, (t) => t.assignee?.fullName);
    case 'due-date':
      return sortItems(tasks, (t) => t.dueDate);
    default:
      return sortItems(tasks, (t) => t.id, true);
  }
}

/** The to-do list of one app instance. */
export function createDemoTaskStore(start: Date) {
  const tasks = seedDemoTasks(start);

  return {
    list(query: TasksQuery) {
      const found = search(tasks, query.q, (t) => [t.title]).filter(
        (t) => matchesFilter(t, query.filter) && (!query.tag || t.tags.includes(query.tag)),
      );
      return sortTasks(found, query.sortBy ?? 'latest');
    },

    create(input: NewDemoTask): DemoTask {
      const task: DemoTask = {
        id: nextId(tasks),
        title: input.title,
        dueDate: input.dueDate ?? isoDay(new Date()),
        description: input.description ?? '',
        assignee: input.assignee ?? null,
        tags: input.tags ?? [],
        isCompleted: input.isCompleted ?? false,
        isDeleted: false,
        isImportant: input.isImportant ?? false,
      };
      tasks.push(task);
      return task;
    },

    update(id: number, changes: DemoTaskChanges) {
      return Object.assign(findOr404(tasks, id, 'Task'), changes);
    },

    softDelete(id: number) {
      const task = findOr404(tasks, id, 'Task');
      task.isDeleted = true;
      return task;
    },
  };
}
