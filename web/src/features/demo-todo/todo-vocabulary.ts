import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaskFilter, TaskSort, TaskTag } from '../../../../common/demo-todo';

/** The words of the to-do app, translated where they are shown (`i18n._(descriptor)`). */
export const FILTER_LABELS: Record<TaskFilter, MessageDescriptor> = {
  important: msg({ message: 'Important', context: 'task list' }),
  completed: msg({ message: 'Completed', context: 'task list' }),
  deleted: msg({ message: 'Deleted', context: 'task list' }),
};

export const TAG_LABELS: Record<TaskTag, MessageDescriptor> = {
  team: msg({ message: 'Team', context: 'task tag' }),
  low: msg({ message: 'Low', context: 'task tag' }),
  medium: msg({ message: 'Medium', context: 'task tag' }),
  high: msg({ message: 'High', context: 'task tag' }),
  update: msg({ message: 'Update', context: 'task tag' }),
};

/** The sorts of the sort menu; `manual` is the default and is left out of the URL. */
export const SORT_LABELS: Record<TaskSort, MessageDescriptor> = {
  manual: msg`My order`,
  latest: msg`Latest`,
  'title-asc': msg`Title A–Z`,
  'title-desc': msg`Title Z–A`,
  assignee: msg`Assignee`,
  'due-date': msg`Due date`,
};
