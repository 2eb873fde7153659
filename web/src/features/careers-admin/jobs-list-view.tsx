import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { keepPreviousData } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import { confirmDialog, ConfirmDialog } from 'primereact/confirmdialog';
import { countedLabel, FilterSelect, SearchBox, SortSelect, type ListChange, type ListParams } from '../../components/list-kit';
import { queryLoadState, ServerTable } from '../../components/list-kit/server-table';
import { $api } from '../../lib/query';
import { DEPARTMENT_LABELS, keysOf } from '../../lib/careers-vocabulary';
import { ACTION_LABELS, ACTIONS_BY_STATUS, NEEDS_CONFIRMATION, type JobAction } from './job-actions';
import { jobRow, useStaffAbility } from './access';
import { JOB_LIST_SPEC, jobsQuery, type JobFilter, type JobView } from './job-view';
import { JOBS_API } from './api';
import { useJobAction } from './use-job-action';
import { STATUS_LABELS, type Job } from './vocabulary';
import * as paths from '../../../../common/paths';
import { dateFormat } from '../../lib/date-format';
import { useFocusWhen } from '../../lib/use-focus-when';

/** A `YYYY-MM-DD` day in the reader's locale (short: the table is dense). */
const formatDay = (day: string, locale: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateFormat(locale, { dateStyle: 'medium' }).format(new Date(y, m - 1, d, 12));
};

/** The id of a job's status in the list (where the focus goes after an action on it). */
const statusId = (jobId: number) => `admin-job-status-${jobId}`;

interface JobsListViewProps {
  params: ListParams<JobFilter>;
  setParams: (change: ListChange<JobFilter>) => void;
  /** The page's URL for a view over this list. */
  hrefOf: (view?: JobView) => string;
  go: (view?: JobView) => void;
  /** The heading takes the focus when the list appears (back from the form: the button pressed is gone). */
  focusHeading?: boolean;
}

/** Status (with the number of jobs in each), department, words and sort of the job-management list. */
function JobFilters({ params, setParams, counts }: Pick<JobsListViewProps, 'params' | 'setParams'> & { counts: Record<Job['status'], number> | undefined }) {
  const { t, i18n } = useLingui();
  const statusOptions = keysOf(STATUS_LABELS).map((status) => ({ value: status, label: countedLabel(i18n._(STATUS_LABELS[status]), counts?.[status], (n) => i18n.number(n)) }));
  const departmentOptions = keysOf(DEPARTMENT_LABELS).map((department) => ({ value: department, label: i18n._(DEPARTMENT_LABELS[department]) }));
  const sortOptions = [
    { sortBy: 'updatedAt', label: t`Last changed`, desc: true },
    { sortBy: 'createdAt', label: t`Newest`, desc: true },
    { sortBy: 'closingDate', label: t`Closing date`, desc: false },
    { sortBy: 'title', label: t`Title`, desc: false },
  ];
  return (
    <div className="list-toolbar" role="group" aria-label={t`Filter jobs`}>
      <FilterSelect label={<Trans>Status</Trans>} allLabel={t`All statuses`} value={params.filters.status} options={statusOptions} onChange={(status) => setParams({ filters: { status } })} />
      <FilterSelect
        label={<Trans>Department</Trans>}
        allLabel={t`All departments`}
        value={params.filters.department}
        options={departmentOptions}
        onChange={(department) => setParams({ filters: { department } })}
      />
      <SortSelect label={<Trans>Sort by</Trans>} options={sortOptions} params={params} onChange={setParams} />
      <SearchBox value={params.q} onSearch={(q) => setParams({ q })} label={<Trans>Title, summary or reference</Trans>} visibleLabel submitLabel={t`Search`} className="admin-search" />
    </div>
  );
}

/** The list of every job with its filters, status actions and pages. */
export function JobsListView({ params, setParams, hrefOf, go, focusHeading = false }: JobsListViewProps) {
  const { t, i18n } = useLingui();
  const ability = useStaffAbility();
  const list = $api.useQuery('get', JOBS_API, { params: { query: jobsQuery(params) } }, { placeholderData: keepPreviousData });
  const data = list.data;
  const heading = useFocusWhen<HTMLHeadingElement>(focusHeading);
  // The job a status action just moved (as the server answered): the button pressed goes away with
  // its old status, so once the list shows the new one, that status takes the focus (the heading if
  // the job has left the list's filter).
  const [moved, setMoved] = useState<Job | null>(null);
  const act = useJobAction((action, job) => (action === 'duplicate' ? go({ kind: 'edit', id: job.id }) : setMoved(job)));
  useEffect(() => {
    if (!moved || !data) return;
    const row = data.jobs.find((job) => job.id === moved.id);
    if (row && row.status !== moved.status) return;
    (row ? document.getElementById(statusId(moved.id)) : heading.current)?.focus();
    setMoved(null);
  }, [moved, data, heading]);

  const ask = (job: Job, action: JobAction) => {
    if (!NEEDS_CONFIRMATION.has(action)) return act(job, action);
    const title = job.title;
    confirmDialog({
      header: action === 'close' ? t`Close this job?` : t`Archive this job?`,
      message:
        action === 'close'
          ? t`“${title}” will leave the job board and take no more applications. You can reopen it later.`
          : t`“${title}” will be archived for good: it cannot be edited or reopened, only duplicated.`,
      acceptLabel: i18n._(ACTION_LABELS[action]),
      rejectLabel: t`Cancel`,
      acceptClassName: 'form-action',
      rejectClassName: 'p-button-text form-action',
      defaultFocus: 'reject',
      closable: false,
      accept: () => act(job, action),
    });
  };

  const titleCell = (job: Job) => (
    <span className="admin-job-title">
      <Link href={hrefOf({ kind: 'edit', id: job.id })}>{job.title}</Link>
      {job.status === 'open' || job.status === 'closed' ? (
        <Link href={paths.to(paths.careers.job, job.slug)} className="admin-job-title__public">
          <Trans>View on the board</Trans>
          <span className="visually-hidden"> {job.title}</span>
        </Link>
      ) : null}
    </span>
  );
  const statusCell = (job: Job) => (
    <span id={statusId(job.id)} tabIndex={-1} className={`admin-status admin-status--${job.status}`}>
      {i18n._(STATUS_LABELS[job.status])}
    </span>
  );
  const departmentCell = (job: Job) => (job.department ? i18n._(DEPARTMENT_LABELS[job.department]) : '—');
  const actionsCell = (job: Job) => (
    <div className="admin-actions">
      {ACTIONS_BY_STATUS[job.status].filter((action) => ability.can(action === 'duplicate' ? 'create' : 'update', jobRow(job))).map((action) => (
        <button key={action} type="button" className={`admin-action admin-action--${action}`} onClick={() => ask(job, action)}>
          {i18n._(ACTION_LABELS[action])}
          <span className="visually-hidden"> {job.title}</span>
        </button>
      ))}
    </div>
  );

  return (
    <section className="admin-jobs" aria-labelledby="admin-jobs-title">
      <div className="admin-jobs__head">
        <h1 id="admin-jobs-title" tabIndex={-1} ref={heading}>
          <Trans>Manage jobs</Trans>
        </h1>
        {ability.can('create', 'Job') ? (
          <Link href={hrefOf({ kind: 'new' })} className="p-button form-action admin-new">
            <Trans>New job</Trans>
          </Link>
        ) : null}
      </div>
      <JobFilters params={params} setParams={setParams} counts={data?.statusCounts} />
      <p className="admin-jobs__count" aria-live="polite" aria-atomic="true">
        {data ? <Plural value={data.total} _0="No jobs match these filters." one="# job" other="# jobs" /> : null}
      </p>
      <ServerTable<Job, JobFilter>
        rows={data?.jobs}
        total={data?.total ?? 0}
        params={params}
        onChange={setParams}
        {...queryLoadState(list)}
        perPageOptions={JOB_LIST_SPEC.perPageOptions}
        emptyMessage={t`No jobs match these filters.`}
        labelledBy="admin-jobs-title"
      >
        <Column field="reference" header={t`Reference`} />
        <Column field="title" header={t`Title`} sortable body={titleCell} style={{ minWidth: '14rem' }} />
        <Column header={t`Department`} body={departmentCell} />
        <Column header={t`Status`} body={statusCell} />
        <Column field="closingDate" header={t`Closing date`} sortable body={(job: Job) => (job.closingDate ? formatDay(job.closingDate, i18n.locale) : '—')} />
        <Column header={t`Actions`} body={actionsCell} style={{ minWidth: '15rem' }} />
      </ServerTable>
      <ConfirmDialog />
    </section>
  );
}
