import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { components } from '../../api/schema';
import { ADMIN_SORTS, type AdminListState, type AdminSort } from './list-query';
import { DEPARTMENTS, keysOf, STATUS_LABELS, type Department, type JobStatus } from './vocabulary';

type StatusCounts = components['schemas']['AdminJobList']['statusCounts'];

interface ListFiltersProps {
  state: AdminListState;
  counts: StatusCounts | null;
  onChange: (next: AdminListState) => void;
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
      <div className="admin-filters__field">
        <label htmlFor="admin-jobs-status">
          <Trans>Status</Trans>
        </label>
        <select
          id="admin-jobs-status"
          className="p-inputtext admin-select"
          value={state.status ?? ''}
          onChange={(e) => onChange({ ...state, status: (e.target.value || null) as JobStatus | null, page: 1 })}
        >
          <option value="">{t`All statuses`}</option>
          {keysOf(STATUS_LABELS).map((status) => (
            <option key={status} value={status}>
              {i18n._(STATUS_LABELS[status])}
              {counts ? ` (${counts[status]})` : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-jobs-department">
          <Trans>Department</Trans>
        </label>
        <select
          id="admin-jobs-department"
          className="p-inputtext admin-select"
          value={state.department ?? ''}
          onChange={(e) => onChange({ ...state, department: (e.target.value || null) as Department | null, page: 1 })}
        >
          <option value="">{t`All departments`}</option>
          {keysOf(DEPARTMENTS).map((department) => (
            <option key={department} value={department}>
              {i18n._(DEPARTMENTS[department])}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-jobs-sort">
          <Trans>Sort by</Trans>
        </label>
        <select
          id="admin-jobs-sort"
          className="p-inputtext admin-select"
          value={state.sort}
          onChange={(e) => onChange({ ...state, sort: e.target.value as AdminSort, page: 1 })}
        >
          {ADMIN_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
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
