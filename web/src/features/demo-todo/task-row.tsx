import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { GripVertical, RotateCcw, Star } from 'lucide-react';
import { PersonAvatar } from '../../components/person-avatar';
import { formatDueDate } from './todo-view';
import { TAG_LABELS } from './todo-vocabulary';
import type { Task, TaskChanges } from './use-tasks';

interface TaskRowProps {
  task: Task;
  /** `YYYY-MM-DD` today, in the user's time zone (for "overdue"). */
  today: string;
  reorderable: boolean;
  onOpen: (task: Task) => void;
  onChange: (id: number, changes: TaskChanges) => void;
  onRestore: (task: Task) => void;
}

/**
 * One task: its drag handle (when the list is in the manual order), complete checkbox, title (opens
 * the panel), tags, due date (overdue marked), assignee and the important star; a deleted task
 * offers Restore instead.
 */
export function TaskRow({ task, today, reorderable, onOpen, onChange, onRestore }: TaskRowProps) {
  const { t, i18n } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: !reorderable,
    attributes: { roleDescription: t`movable task` },
  });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  const title = task.title;
  const overdue = !task.isCompleted && !task.isDeleted && task.dueDate < today;
  const classes = ['todo-row', task.isCompleted ? 'todo-row--done' : '', isDragging ? 'todo-row--dragging' : ''].filter(Boolean).join(' ');

  return (
    <li ref={setNodeRef} style={style} className={classes} data-task-id={task.id}>
      {reorderable && (
        <button type="button" ref={setActivatorNodeRef} className="todo-row__handle" {...attributes} {...listeners} aria-label={t`Move “${title}”`}>
          <GripVertical size={18} aria-hidden="true" />
        </button>
      )}
      <input
        type="checkbox"
        className="todo-row__check"
        checked={task.isCompleted}
        disabled={task.isDeleted}
        onChange={(e) => onChange(task.id, { isCompleted: e.target.checked })}
        aria-label={t`Completed: ${title}`}
      />
      <div className="todo-row__main">
        <button type="button" className="todo-row__title" onClick={() => onOpen(task)}>
          {title}
        </button>
        <div className="todo-row__meta">
          {task.tags.map((tag) => (
            <span key={tag} className={`todo-tag todo-tag--${tag}`}>
              {i18n._(TAG_LABELS[tag])}
            </span>
          ))}
          <span className={overdue ? 'todo-row__due todo-row__due--overdue' : 'todo-row__due'}>
            <time dateTime={task.dueDate}>{formatDueDate(task.dueDate, i18n.locale)}</time>
            {overdue && <span className="todo-row__overdue">{t`Overdue`}</span>}
          </span>
          {task.assignee && (
            <span className="todo-row__assignee">
              <PersonAvatar name={task.assignee.fullName} src={task.assignee.avatar} size={24} />
              <span>{task.assignee.fullName}</span>
            </span>
          )}
        </div>
      </div>
      {task.isDeleted ? (
        <button type="button" className="p-button p-button-sm p-button-outlined todo-row__restore" onClick={() => onRestore(task)}>
          <RotateCcw size={16} aria-hidden="true" />
          <span>{t`Restore`}</span>
          <span className="visually-hidden">{title}</span>
        </button>
      ) : (
        <button
          type="button"
          className={task.isImportant ? 'todo-row__star todo-row__star--on' : 'todo-row__star'}
          aria-pressed={task.isImportant}
          aria-label={t`Important: ${title}`}
          onClick={() => onChange(task.id, { isImportant: !task.isImportant })}
        >
          <Star size={20} aria-hidden="true" fill={task.isImportant ? 'currentColor' : 'none'} />
        </button>
      )}
    </li>
  );
}
