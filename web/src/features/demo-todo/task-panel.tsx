import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { TASK_TAGS, TaskFormRulesSchema, type TaskTag } from '../../../../common/demo-todo';
import { PanelField, PanelRichText, PanelSaveGroup, SidePanel, usePanelProblem } from '../../components/side-panel';
import { apiProblem, problemText } from '../../lib/api-errors';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { localToday } from './todo-view';
import { TAG_LABELS } from './todo-vocabulary';
import { useAssignees, type Task } from './use-tasks';

/** A new task starts with the tag or the flag of the view it is added from. */
export type PanelState = { mode: 'new'; tags?: TaskTag[]; isImportant?: boolean } | { mode: 'edit'; task: Task };

interface TaskForm {
  title: string;
  dueDate: string;
  description: string;
  /** The assignee's full name, '' for nobody. */
  assignee: string;
  tags: TaskTag[];
  isCompleted: boolean;
  isImportant: boolean;
}

export type TaskInput = Omit<TaskForm, 'assignee'> & { assignee: Task['assignee'] };

interface TaskPanelProps {
  state: PanelState | null;
  onClose: () => void;
  /** Adds or saves; a refusal is shown in the panel. */
  onSubmit: (input: TaskInput, task: Task | null) => Promise<unknown>;
  onDelete: (task: Task) => void;
  onRestore: (task: Task) => void;
}

const blank = (tags: TaskTag[] = [], isImportant = false): TaskForm => ({ title: '', dueDate: localToday(), description: '', assignee: '', tags, isCompleted: false, isImportant });
const fromTask = (task: Task): TaskForm => ({
  title: task.title,
  dueDate: task.dueDate,
  description: task.description,
  assignee: task.assignee?.fullName ?? '',
  tags: task.tags,
  isCompleted: task.isCompleted,
  isImportant: task.isImportant,
});

/** The task panel (add and edit): title, assignee from the demo users, due date, tags, rich-text description, complete, important; delete or restore. */
export function TaskPanel({ state, onClose, onSubmit, onDelete, onRestore }: TaskPanelProps) {
  const { t } = useLingui();
  const task = state?.mode === 'edit' ? state.task : null;
  const title = state?.mode === 'edit' ? t`Edit task` : t`Add task`;
  return (
    <SidePanel visible={state !== null} onHide={onClose} header={title}>
      {state && (
        <TaskFormBody
          key={task?.id ?? 'new'}
          task={task}
          initial={state.mode === 'edit' ? fromTask(state.task) : blank(state.tags, state.isImportant)}
          onClose={onClose}
          onSubmit={onSubmit}
          onDelete={onDelete}
          onRestore={onRestore}
        />
      )}
    </SidePanel>
  );
}

function TaskFormBody({ task, initial, onClose, onSubmit, onDelete, onRestore }: Omit<TaskPanelProps, 'state'> & { task: Task | null; initial: TaskForm }) {
  const { t, i18n } = useLingui();
  const people = useAssignees();
  const problem = usePanelProblem();
  const { register, control, handleSubmit, formState } = useForm<TaskForm>({
    resolver: typeboxResolver(TaskFormRulesSchema),
    defaultValues: initial,
  });
  const errors = formState.errors;
  const current = task?.assignee ?? null;
  const names = people.map((person) => person.fullName);

  const submit = handleSubmit(async (values) => {
    const person = people.find((p) => p.fullName === values.assignee);
    const assignee = !values.assignee
      ? null
      : person
        ? { fullName: person.fullName, avatar: person.avatar?.startsWith('/') ? person.avatar : null }
        : current;
    problem.clear();
    try {
      await onSubmit({ ...values, assignee }, task);
    } catch (error) {
      problem.show(problemText(apiProblem(error)));
    }
  });

  return (
    <form id="task-form" className="panel-form" noValidate onSubmit={submit}>
      {problem.alert}
      <PanelField id="task-title" label={t`Title`} error={errors.title?.message}>
        {(input) => <input {...input} data-pc-autofocus="true" className="p-inputtext" autoComplete="off" aria-required="true" {...register('title', { setValueAs: (v: string) => v.trim() })} />}
      </PanelField>
      <PanelField id="task-assignee" label={t`Assignee`}>
        {(input) => (
          <select {...input} className="p-inputtext" {...register('assignee')}>
            <option value="">{t`Nobody`}</option>
            {current && !names.includes(current.fullName) && <option value={current.fullName}>{current.fullName}</option>}
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </PanelField>
      <PanelField id="task-due" label={t`Due date`} error={errors.dueDate?.message}>
        {(input) => <input {...input} type="date" className="p-inputtext" {...register('dueDate')} />}
      </PanelField>
      <PanelField id="task-tags" label={t`Tags`} group>
        {() => (
          <div className="panel-choices">
            {TASK_TAGS.map((tag) => (
              <label key={tag} className="panel-choice">
                <input type="checkbox" value={tag} {...register('tags')} />
                {i18n._(TAG_LABELS[tag])}
              </label>
            ))}
          </div>
        )}
      </PanelField>
      <PanelRichText id="task-description" label={t`Description`} control={control} name="description" error={errors.description?.message} />
      <div className="panel-choices">
        <label className="panel-choice">
          <input type="checkbox" {...register('isCompleted')} />
          {t`Completed`}
        </label>
        <label className="panel-choice">
          <input type="checkbox" {...register('isImportant')} />
          {t`Important`}
        </label>
      </div>
      <div className="panel-actions">
        <PanelSaveGroup adding={!task} submitting={formState.isSubmitting} onCancel={onClose} />
        {task && !task.isDeleted && (
          <button type="button" className="p-button p-button-danger p-button-outlined" onClick={() => onDelete(task)}>
            {t`Delete`}
          </button>
        )}
        {task?.isDeleted && (
          <button type="button" className="p-button p-button-outlined" onClick={() => onRestore(task)}>
            {t`Restore`}
          </button>
        )}
      </div>
    </form>
  );
}
