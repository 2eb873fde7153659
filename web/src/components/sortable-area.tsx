import type { ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';

interface SortableAreaProps {
  /** The ids of the rows, in their order. */
  ids: UniqueIdentifier[];
  /** A row was dropped at another place: its index before and after. */
  onMove: (from: number, to: number) => void;
  /** What screen readers hear at each step, in the user's language. */
  announcements: Announcements;
  /** How to move a row with the keyboard, in the user's language. */
  instructions: string;
  disabled?: boolean;
  /** How many pixels a pointer moves before a drag starts (a click under it stays a click). */
  dragDistance?: number;
  /** The list, whose rows use `useSortable` with these ids. */
  children: ReactNode;
}

/**
 * A list sorted by drag and drop with @dnd-kit: dragged by a pointer, or moved with the keyboard
 * (Space or Enter picks a row up, the arrow keys move it, Space or Enter drops it, Escape cancels).
 */
export function SortableArea({ ids, onMove, announcements, instructions, disabled, dragDistance, children }: SortableAreaProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, dragDistance ? { activationConstraint: { distance: dragDistance } } : undefined),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(active.id), ids.indexOf(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
