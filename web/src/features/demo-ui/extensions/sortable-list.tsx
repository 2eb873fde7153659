import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { ShowcaseSection } from '../../../components/showcase';
import { SortableArea } from '../../../components/sortable-area';

interface Preference {
  id: string;
  label: string;
}

function SortableRow({ item, position, total }: { item: Preference; position: number; total: number }) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const label = item.label;
  return (
    <li ref={setNodeRef} className={isDragging ? 'sortable__row sortable__row--dragging' : 'sortable__row'} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" ref={setActivatorNodeRef} className="sortable__handle" {...attributes} {...listeners} aria-label={t`Move ${label}, position ${position} of ${total}`}>
        <Icon icon={GripVertical} size={18} />
      </button>
      <span className="sortable__position" aria-hidden="true">
        {position}
      </span>
      <span>{item.label}</span>
    </li>
  );
}

/**
 * Drag and drop with @dnd-kit: a list of job preferences in order. The pointer drags a row by its
 * handle; the keyboard picks it up with Space or Enter, moves it with the arrow keys and drops it
 * with Space or Enter (Escape cancels). Every step is announced in the user's language.
 */
export function SortableList() {
  const { t } = useLingui();
  const [items, setItems] = useState<Preference[]>(() => [
    { id: 'emergency', label: t`Emergency department` },
    { id: 'paediatrics', label: t`Paediatrics` },
    { id: 'surgery', label: t`Surgery` },
    { id: 'radiology', label: t`Radiology` },
    { id: 'pharmacy', label: t`Pharmacy` },
  ]);
  const labelOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.label ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const label = labelOf(active.id);
      const position = positionOf(active.id);
      return t`Picked up ${label} at position ${position}.`;
    },
    onDragOver: ({ active, over }) => {
      const label = labelOf(active.id);
      const position = positionOf(over?.id);
      return position > 0 ? t`${label} is over position ${position}.` : t`${label} is not over a position.`;
    },
    onDragEnd: ({ active, over }) => {
      const label = labelOf(active.id);
      const position = positionOf(over?.id);
      return position > 0 ? t`Dropped ${label} at position ${position}.` : t`Dropped ${label}; its position did not change.`;
    },
    onDragCancel: ({ active }) => {
      const label = labelOf(active.id);
      return t`Moving ${label} was cancelled.`;
    },
  };
  return (
    <ShowcaseSection title={<Trans>Drag and drop</Trans>} description={<Trans>Order the departments you would like to work in. With the keyboard: focus a handle, press Space, move with the arrow keys, press Space again.</Trans>}>
      <SortableArea
        ids={items.map((item) => item.id)}
        onMove={(from, to) => setItems((list) => arrayMove(list, from, to))}
        announcements={announcements}
        instructions={t`To pick up a department, press Space or Enter. Move it with the arrow keys, press Space or Enter to drop it, or Escape to cancel.`}
      >
        <ol className="sortable" aria-label={t`Departments in order of preference`}>
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} position={index + 1} total={items.length} />
          ))}
        </ol>
      </SortableArea>
    </ShowcaseSection>
  );
}
