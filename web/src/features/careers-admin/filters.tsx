import { useId, type ReactNode } from 'react';
import { LocalDateInput, isIsoDate } from '../../components/local-date-input';
import { $api } from '../../lib/query';
import { JOBS_API } from './api';

/** Filters the administration's screens share (the applications list, the fairness report). */

/** A day filter: applied once it is a date or emptied (text that is not a date is only marked). */
export function DayFilter({ label, value, onChange }: { label: ReactNode; value: string; onChange: (day: string) => void }) {
  const id = useId();
  return (
    <div className="list-filter">
      <label htmlFor={id} className="list-filter__label">
        {label}
      </label>
      <LocalDateInput id={id} value={value} onChange={(day) => (day === '' || isIsoDate(day)) && onChange(day)} />
    </div>
  );
}

/** The job picker: every job the caller may see, by title (the select lists at most 100). */
export function useJobOptions() {
  const jobs = $api.useQuery('get', JOBS_API, { params: { query: { sortBy: 'title', sortDesc: false, perPage: 100 } } });
  return (jobs.data?.jobs ?? []).map((job) => ({ value: String(job.id), label: `${job.title} (${job.reference})` }));
}
