import { Link } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import { confirmDialog, ConfirmDialog } from 'primereact/confirmdialog';
import { api } from '../../lib/api-client';
import { ACTION_LABELS, ACTIONS_BY_STATUS, NEEDS_CONFIRMATION, type JobAction } from './job-actions';
import { ADMIN_PER_PAGE, adminHref, toAdminQuery, listSearch, type AdminListState, type AdminView } from './list-query';
import { AdminTable } from './admin-table';
import { ListFilters } from './list-filters';
import { useAdminLoad } from './use-admin-load';
import { useJobAction } from './use-job-action';
import { STATUS_LABELS, type Job } from './vocabulary';
import { DEPARTMENT_LABELS } from '../../lib/careers-vocabulary';
import * as paths from '../../../../common/paths';

/** A `YYYY-MM-DD` day in the reader's locale (short: the table is dense). */
const formatDay = (day: string, locale: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(y, m - 1, d, 12));
};

interface JobsListViewProps {
  state: AdminListState;
  /** Shows another list state or view (the URL changes). */
  go: (state: AdminListState, view?: AdminView) => void;
}

/** The list of every job with its filters, status actions and pages. */
export function JobsListView({ state, go }: JobsListViewProps) {
  const { t, i18n } = useLingui();
  const list = useAdminLoad(listSearch(state), () => api.GET('/api/careers/admin/jobs', { params: { query: toAdminQuery(state) } }));
  const data = list.data;

  const act = useJobAction(
    (action, job) => (action === 'duplicate' ? go(state, { kind: 'edit', id: job.id }) : list.reload()),
    list.reload,
  );

  const ask = (job: Job, action: JobAction) => {
    if (!NEEDS_CONFIRMATION.has(action)) return void act(job, action);
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
      accept: () => void act(job, action),
    });
  };

  const titleCell = (job: Job) => (
    <span className="admin-job-title">
      <Link href={adminHref(state, { kind: 'edit', id: job.id })}>{job.title}</Link>
      {job.status === 'open' || job.status === 'closed' ? (
        <Link href={paths.to(paths.careers.job, job.slug)} className="admin-job-title__public">
          <Trans>View on the board</Trans>
          <span className="visually-hidden"> {job.title}</span>
        </Link>
      ) : null}
    </span>
  );
  const statusCell = (job: Job) => <span className={`admin-status admin-status--${job.status}`}>{i18n._(STATUS_LABELS[job.status])}</span>;
  const departmentCell = (job: Job) => (job.department ? i18n._(DEPARTMENT_LABELS[job.department]) : '—');
  const actionsCell = (job: Job) => (
    <div className="admin-actions">
      {ACTIONS_BY_STATUS[job.status].map((action) => (
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
        <h1 id="admin-jobs-title">
          <Trans>Manage jobs</Trans>
        </h1>
        <Link href={adminHref(state, { kind: 'new' })} className="p-button form-action admin-new">
          <Trans>New job</Trans>
        </Link>
      </div>
      <ListFilters state={state} counts={data?.statusCounts ?? null} onChange={(next) => go(next)} />
      <p className="admin-jobs__count" aria-live="polite" aria-atomic="true">
        {data ? <Plural value={data.total} _0="No jobs match these filters." one="# job" other="# jobs" /> : null}
      </p>
      <AdminTable
        rows={data?.jobs ?? []}
        page={state.page}
        perPage={ADMIN_PER_PAGE}
        total={data?.total ?? 0}
        onPage={(page) => go({ ...state, page })}
        loading={list.loading}
        failure={list.failure !== null ? <Trans>We could not load the jobs.</Trans> : null}
        onRetry={list.reload}
        emptyMessage={t`No jobs match these filters.`}
        labelledBy="admin-jobs-title"
      >
        <Column field="reference" header={t`Reference`} />
        <Column header={t`Title`} body={titleCell} style={{ minWidth: '14rem' }} />
        <Column header={t`Department`} body={departmentCell} />
        <Column header={t`Status`} body={statusCell} />
        <Column header={t`Closing date`} body={(job: Job) => (job.closingDate ? formatDay(job.closingDate, i18n.locale) : '—')} />
        <Column header={t`Actions`} body={actionsCell} style={{ minWidth: '15rem' }} />
      </AdminTable>
      <ConfirmDialog />
    </section>
  );
}
