import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { components } from '../../api/schema';
import { ADMIN_SORTS, type AdminListState, type AdminSort } from './list-query';
import { STATUS_LABELS, type JobStatus } from './vocabulary';
import { DEPARTMENT_LABELS, keysOf, type Department } from '../../lib/careers-vocabulary';

type StatusCounts = components['schemas']['AdminJobList']['statusCounts'];

interface ListFiltersProps {
  state: AdminListState;
  counts: StatusCounts | null;
  onChange: (next: AdminListState) => void;
}

/** A labelled native select that applies its choice at once. */
function FilterSelect({ id, label, value, onChange, children }: { id: string; label: ReactNode; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className="admin-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="p-inputtext admin-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** Status (with the number of jobs in each), department, words and sort of the job-management list. */
export function ListFilters({ state, counts, onChange }: ListFiltersProps) {
  const { t, i18n } = useLingui();
  const [words, setWords] = useState(state.q);
  useEffect(() => setWords(state.q), [state.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...state, q: words.trim(), page: 1 });
  };
  const sortLabels: Record<AdminSort, string> = {
    updated: t`Last changed`,
    newest: t`Newest`,
    closing: t`Closing date`,
    title: t`Title`,
  };
  return (
    <form className="admin-filters" role="search" aria-label={t`Filter jobs`} onSubmit={submit}>
      <FilterSelect id="admin-jobs-status" label={<Trans>Status</Trans>} value={state.status ?? ''} onChange={(v) => onChange({ ...state, status: (v || null) as JobStatus | null, page: 1 })}>
        <option value="">{t`All statuses`}</option>
        {keysOf(STATUS_LABELS).map((status) => (
          <option key={status} value={status}>
            {i18n._(STATUS_LABELS[status])}
            {counts ? ` (${counts[status]})` : ''}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="admin-jobs-department"
        label={<Trans>Department</Trans>}
        value={state.department ?? ''}
        onChange={(v) => onChange({ ...state, department: (v || null) as Department | null, page: 1 })}
      >
        <option value="">{t`All departments`}</option>
        {keysOf(DEPARTMENT_LABELS).map((department) => (
          <option key={department} value={department}>
            {i18n._(DEPARTMENT_LABELS[department])}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="admin-jobs-sort" label={<Trans>Sort by</Trans>} value={state.sort} onChange={(v) => onChange({ ...state, sort: v as AdminSort, page: 1 })}>
        {ADMIN_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </FilterSelect>
      <div className="admin-filters__field admin-filters__words">
        <label htmlFor="admin-jobs-q">
          <Trans>Title, summary or reference</Trans>
        </label>
        <div className="admin-filters__row">
          <InputText id="admin-jobs-q" type="search" value={words} maxLength={200} onChange={(e) => setWords(e.target.value)} />
          <Button type="submit" label={t`Search`} className="form-action" />
        </div>
      </div>
    </form>
  );
}
