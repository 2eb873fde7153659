import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../components/toast';
import { FilterSelect, SearchBox, useListParams } from '../../components/list-kit';
import { EmptyState, LoadFailure, SkeletonLines } from '../../components/page-states';
import { TASK_SORTS } from '../../../../common/demo-todo';
import { TaskList } from './task-list';
import { TaskPanel, type PanelState, type TaskInput } from './task-panel';
import { TodoSidebar } from './todo-sidebar';
import { canReorder, localToday, sortOf, tasksQuery, TODO_LIST_SPEC, viewFromParams, type TodoView } from './todo-view';
import { FILTER_LABELS, SORT_LABELS, TAG_LABELS } from './todo-vocabulary';
import { UndoToast, type UndoOffer } from './undo-toast';
import { useTaskActions, useTaskList, type Task } from './use-tasks';
import './todo.css';

const focusHeading = () => document.getElementById('todo-heading')?.focus();

/**
 * The to-do app (`/apps/todo`, `/apps/todo/{filter}`, `/apps/todo/tag/{tag}`): the views as links,
 * search and sort in the URL (filtered and sorted by the server), the task list with quick
 * toggles and the manual order by drag and drop or keyboard, the task panel, delete with Undo.
 */
function TodoPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const view = viewFromParams(useParams<{ filter?: string; tag?: string }>());
  const [list, setList] = useListParams(TODO_LIST_SPEC);
  const tasks = useTaskList(tasksQuery(view, list));
  const actions = useTaskActions();
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [undo, setUndo] = useState<UndoOffer | null>(null);
  const [focusTask, setFocusTask] = useState<number | null>(null);
  const reorderable = canReorder(view, list);
  const heading = viewTitle(view, i18n._.bind(i18n), t`All tasks`);
  const noMatch = (search: string) => t`No task matches “${search}”.`;

  // After Undo or Restore, focus goes to the task back in the list (once the list shows it).
  useEffect(() => {
    if (focusTask === null) return;
    const title = document.querySelector<HTMLButtonElement>(`[data-task-id="${focusTask}"] .todo-row__title`);
    if (title) {
      title.focus();
      setFocusTask(null);
    }
  }, [focusTask, tasks.data]);

  const restoreTask = useCallback(
    async (task: Task, thenFocus: boolean) => {
      const title = task.title;
      try {
        await actions.restore(task.id);
      } catch {
        return;
      }
      toast('success', t`Task restored`, t`“${title}” is back in your tasks.`);
      if (thenFocus) setFocusTask(task.id);
    },
    [actions, toast, t],
  );

  const deleteTask = (task: Task) => {
    const title = task.title;
    setPanel(null);
    const offer: UndoOffer = { key: Date.now(), message: t`Task “${title}” deleted.`, undo: () => void restoreTask(task, true) };
    setUndo(offer);
    actions.remove(task.id).catch(() => setUndo((shown) => (shown === offer ? null : shown)));
  };

  const submit = async (input: TaskInput, task: Task | null) => {
    const title = input.title;
    if (task) await actions.save({ params: { path: { id: task.id } }, body: { task: input } });
    else await actions.create({ body: { task: input } });
    setPanel(null);
    toast('success', task ? t`Task saved` : t`Task added`, task ? t`“${title}” was saved.` : t`“${title}” was added to your tasks.`);
  };

  return (
    <div className="todo-app">
      <TodoSidebar view={view} onAdd={() => setPanel(newTaskFor(view))} />
      <section className="app-pane todo-main" aria-labelledby="todo-heading">
        <h1 id="todo-heading" className="todo-main__heading" tabIndex={-1}>
          {heading}
        </h1>
        <div className="todo-toolbar">
          <SearchBox value={list.q} onSearch={(q) => setList({ q })} label={t`Search tasks`} placeholder={t`Search tasks`} className="todo-toolbar__search" />
          <FilterSelect
            label={t`Sort by`}
            value={list.filters.sort}
            allLabel={i18n._(SORT_LABELS.manual)}
            options={TASK_SORTS.filter((sort) => sort !== 'manual').map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) }))}
            onChange={(sort) => setList({ filters: { sort } })}
            className="todo-toolbar__sort"
          />
        </div>
        {!reorderable && !(view.kind === 'filter' && view.filter === 'deleted') && sortOf(list) !== 'manual' && (
          <p className="todo-hint">{t`Sort by “My order” to arrange the tasks by dragging them.`}</p>
        )}
        {tasks.isError && <LoadFailure onRetry={() => void tasks.refetch()} />}
        {tasks.data === undefined ? (
          !tasks.isError && <SkeletonLines lines={6} className="todo-skeleton" />
        ) : tasks.data.length === 0 ? (
          <EmptyState>{list.q ? noMatch(list.q) : emptyText(view, t`No tasks here yet.`, t`No deleted tasks.`)}</EmptyState>
        ) : (
          <TaskList
            tasks={tasks.data}
            today={localToday()}
            reorderable={reorderable}
            labelledBy="todo-heading"
            onOpen={(task) => setPanel({ mode: 'edit', task })}
            onChange={actions.change}
            onRestore={(task) => void restoreTask(task, false)}
            onReorder={actions.reorder}
          />
        )}
      </section>
      <TaskPanel
        state={panel}
        onClose={() => setPanel(null)}
        onSubmit={submit}
        onDelete={deleteTask}
        onRestore={(task) => {
          setPanel(null);
          void restoreTask(task, false);
        }}
      />
      <UndoToast offer={undo} onDone={() => setUndo(null)} focusAfter={focusHeading} />
    </div>
  );
}

function viewTitle(view: TodoView, translate: (descriptor: (typeof FILTER_LABELS)[keyof typeof FILTER_LABELS]) => string, all: string) {
  if (view.kind === 'filter') return translate(FILTER_LABELS[view.filter]);
  if (view.kind === 'tag') return translate(TAG_LABELS[view.tag]);
  return all;
}

/** Adding from a tag's view starts with that tag; from Important, marked important. */
const newTaskFor = (view: TodoView): PanelState => ({
  mode: 'new',
  ...(view.kind === 'tag' ? { tags: [view.tag] } : {}),
  ...(view.kind === 'filter' && view.filter === 'important' ? { isImportant: true } : {}),
});

const emptyText = (view: TodoView, none: string, noneDeleted: string) => (view.kind === 'filter' && view.filter === 'deleted' ? noneDeleted : none);

export default TodoPage;
