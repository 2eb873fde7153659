import { useMemo, useRef } from 'react';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { SortableArea } from '../../components/sortable-area';
import { TaskRow } from './task-row';
import type { Task, TaskChanges } from './use-tasks';

interface TaskListProps {
  tasks: Task[];
  today: string;
  reorderable: boolean;
  labelledBy: string;
  onOpen: (task: Task) => void;
  onChange: (id: number, changes: TaskChanges) => void;
  onRestore: (task: Task) => void;
  /** The ids of the tasks shown, in their new order. */
  onReorder: (ids: number[]) => void;
}

/**
 * The tasks of a view. In the manual order they can be dragged by their handle with a pointer, or
 * moved with the keyboard (Space or Enter picks a task up, the arrow keys move it, Space or Enter
 * drops it, Escape puts it back); each step is announced to screen readers in the user's language.
 */
export function TaskList({ tasks, today, reorderable, labelledBy, onOpen, onChange, onRestore, onReorder }: TaskListProps) {
  const { t } = useLingui();
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  // The place last announced: a drag starts over its own place, which "picked up" already says.
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const announcements = useMemo<Announcements>(() => {
    const titleOf = (id: UniqueIdentifier) => tasks.find((task) => task.id === id)?.title ?? '';
    const placeOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
    const total = ids.length;
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        const title = titleOf(active.id);
        const place = placeOf(active.id);
        return t`Picked up “${title}”, at place ${place} of ${total}.`;
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined;
        lastOver.current = over.id;
        const title = titleOf(active.id);
        const place = placeOf(over.id);
        return t`“${title}” moved to place ${place} of ${total}.`;
      },
      onDragEnd: ({ active, over }) => {
        const title = titleOf(active.id);
        const place = placeOf(over?.id ?? active.id);
        return t`“${title}” dropped at place ${place} of ${total}.`;
      },
      onDragCancel: ({ active }) => {
        const title = titleOf(active.id);
        return t`Moving cancelled: “${title}” is back in its place.`;
      },
    };
  }, [tasks, ids, t]);

  return (
    <SortableArea
      ids={ids}
      onMove={(from, to) => onReorder(arrayMove(ids, from, to))}
      announcements={announcements}
      instructions={t`To move a task, press Space or Enter on its handle, use the up and down arrow keys to choose its new place, then press Space or Enter again to drop it, or Escape to cancel.`}
      disabled={!reorderable}
      dragDistance={4}
    >
      <ul className="todo-list" aria-labelledby={labelledBy}>
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} today={today} reorderable={reorderable} onOpen={onOpen} onChange={onChange} onRestore={onRestore} />
        ))}
      </ul>
    </SortableArea>
  );
}
