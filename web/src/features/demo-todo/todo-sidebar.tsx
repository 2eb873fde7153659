import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { CheckCheck, ListTodo, Star, Trash2, type LucideIcon } from 'lucide-react';
import { AddButton } from '../../components/add-button';
import { TASK_FILTERS, TASK_TAGS, type TaskFilter } from '../../../../common/demo-todo';
import { viewPath, type TodoView } from './todo-view';
import { FILTER_LABELS, TAG_LABELS } from './todo-vocabulary';

const FILTER_ICONS: Record<TaskFilter, LucideIcon> = { important: Star, completed: CheckCheck, deleted: Trash2 };

function ViewLink({ target, current, icon, children }: { target: TodoView; current: TodoView; icon: ReactNode; children: ReactNode }) {
  const href = viewPath(target);
  return (
    <li>
      <Link href={href} className="todo-nav__link" aria-current={viewPath(current) === href ? 'page' : undefined}>
        {icon}
        <span>{children}</span>
      </Link>
    </li>
  );
}

/** Add task, and the views of the app as links: every task, the filters and the tags. */
export function TodoSidebar({ view, onAdd }: { view: TodoView; onAdd: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <aside className="app-pane todo-sidebar">
      <AddButton className="todo-sidebar__add" label={t`Add task`} onClick={onAdd} />
      <nav aria-label={t`Task lists`}>
        <ul className="todo-nav">
          <ViewLink target={{ kind: 'all' }} current={view} icon={<ListTodo size={18} aria-hidden="true" />}>
            {t`All tasks`}
          </ViewLink>
          {TASK_FILTERS.map((filter) => {
            const Icon = FILTER_ICONS[filter];
            return (
              <ViewLink key={filter} target={{ kind: 'filter', filter }} current={view} icon={<Icon size={18} aria-hidden="true" />}>
                {i18n._(FILTER_LABELS[filter])}
              </ViewLink>
            );
          })}
        </ul>
        <h2 className="todo-nav__heading" id="todo-tags-heading">
          {t`Tags`}
        </h2>
        <ul className="todo-nav" aria-labelledby="todo-tags-heading">
          {TASK_TAGS.map((tag) => (
            <ViewLink key={tag} target={{ kind: 'tag', tag }} current={view} icon={<span className={`todo-dot todo-dot--${tag}`} aria-hidden="true" />}>
              {i18n._(TAG_LABELS[tag])}
            </ViewLink>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
