import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { api } from '../../../lib/api-client';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { ADMIN_REFUSALS } from '../refusals';
import { StatusName } from './status-name';
import { useToast } from '../../../components/toast';
import { LocalDateInput, isIsoDate } from '../../../components/local-date-input';
import { AdminTable } from '../admin-table';
import { useAdminLoad } from '../use-admin-load';
import {
  APPLICATION_SORTS,
  APPLICATIONS_PER_PAGE,
  applicationListSearch,
  EMPTY_LIST,
  parseApplicationList,
  toApplicationQuery,
  toFilterQuery,
  type ApplicationListState,
  type ApplicationSort,
} from './list-query';
import { REVIEW_STATUSES, type AdminApplicationSummary, type ApplicationStatus, type StatusCounts } from './vocabulary';
import { fileNameOf, saveBlob } from './download';
import * as paths from '../../../../../common/paths';
import '../admin-jobs.css';
import './applications.css';

const StatsPanel = lazy(() => import('./stats-panel'));

const formatDate = (iso: string | null, locale: string) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '—');

/** A filter date is applied once it is a date or emptied (text that is not a date is only marked). */
const dateChosen = (value: string) => value === '' || isIsoDate(value);

function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-filters__field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** The job picker: every job by title (the select lists at most 100). */
function useJobs() {
  const jobs = useAdminLoad('jobs', () => api.GET('/api/careers/admin/jobs', { params: { query: { sort: 'title', perPage: 100 } } }));
  return jobs.data?.jobs ?? [];
}

function Filters({ state, onChange }: { state: ApplicationListState; onChange: (next: ApplicationListState) => void }) {
  const { t } = useLingui();
  const jobs = useJobs();
  const [words, setWords] = useState(state.q);
  useEffect(() => setWords(state.q), [state.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...state, q: words.trim(), page: 1 });
  };
  const sortLabels: Record<ApplicationSort, string> = {
    newest: t`Newest first`,
    oldest: t`Oldest first`,
    name: t`Applicant name`,
    status: t`Status`,
    updated: t`Last changed`,
  };
  return (
    <form className="admin-filters" role="search" aria-label={t`Filter applications`} onSubmit={submit}>
      <Field id="applications-job" label={<Trans>Job</Trans>}>
        <select
          id="applications-job"
          className="p-inputtext admin-select"
          value={state.jobId ?? ''}
          onChange={(e) => onChange({ ...state, jobId: e.target.value ? Number(e.target.value) : null, page: 1 })}
        >
          <option value="">{t`All jobs`}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title} ({job.reference})
            </option>
          ))}
        </select>
      </Field>
      <Field id="applications-from" label={<Trans>Submitted from</Trans>}>
        <LocalDateInput id="applications-from" value={state.from ?? ''} onChange={(from) => dateChosen(from) && onChange({ ...state, from: from || null, page: 1 })} />
      </Field>
      <Field id="applications-to" label={<Trans>Submitted to</Trans>}>
        <LocalDateInput id="applications-to" value={state.to ?? ''} onChange={(to) => dateChosen(to) && onChange({ ...state, to: to || null, page: 1 })} />
      </Field>
      <Field id="applications-sort" label={<Trans>Sort by</Trans>}>
        <select id="applications-sort" className="p-inputtext admin-select" value={state.sort} onChange={(e) => onChange({ ...state, sort: e.target.value as ApplicationSort, page: 1 })}>
          {APPLICATION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </Field>
      <div className="admin-filters__field admin-filters__words">
        <label htmlFor="applications-q">
          <Trans>Applicant name, e-mail or job reference</Trans>
        </label>
        <div className="admin-filters__row">
          <InputText id="applications-q" type="search" value={words} maxLength={200} onChange={(e) => setWords(e.target.value)} />
          <Button type="submit" label={t`Search`} className="form-action" />
        </div>
      </div>
    </form>
  );
}

/** One chip per status with its count (under the other filters); the current one is pressed. */
function StatusChips({ state, counts, onChange }: { state: ApplicationListState; counts: StatusCounts | null; onChange: (next: ApplicationListState) => void }) {
  const { t } = useLingui();
  const total = counts ? REVIEW_STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  const chip = (status: ApplicationStatus | null, label: ReactNode, count: number | null) => (
    <li key={status ?? 'all'}>
      <button type="button" className="application-chip" aria-pressed={state.status === status} onClick={() => onChange({ ...state, status, page: 1 })}>
        {label}
        {count !== null ? <span className="application-chip__count">{count}</span> : null}
      </button>
    </li>
  );
  return (
    <ul className="application-chips" aria-label={t`Applications per status`}>
      {chip(null, t`All`, total)}
      {REVIEW_STATUSES.map((status) => chip(status, <StatusName status={status} badge={false} withApplicantName={false} />, counts ? counts[status] : null))}
    </ul>
  );
}

/** /careers/admin/applications (`manage Application`): every submitted application, filtered in the URL. */
export default function ApplicationsPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const state = parseApplicationList(params);
  const go = (next: ApplicationListState) => setParams(applicationListSearch(next));
  const list = useAdminLoad(applicationListSearch(state), () => api.GET('/api/careers/admin/applications', { params: { query: toApplicationQuery(state) } }));
  const data = list.data;
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data: blob, error, response } = await api.GET('/api/careers/admin/applications/export.csv', { params: { query: toFilterQuery(state) }, parseAs: 'blob' });
      if (blob) saveBlob(blob, fileNameOf(response.headers.get('content-disposition'), 'applications.csv'));
      else toast('error', t`Export CSV`, problemText(apiProblem(error, response.status), ADMIN_REFUSALS));
    } catch {
      toast('error', t`Export CSV`, problemText(apiProblem(null), ADMIN_REFUSALS));
    } finally {
      setExporting(false);
    }
  };

  const applicantCell = (a: AdminApplicationSummary) => (
    <span className="application-applicant">
      <Link href={paths.to(paths.careers.application, a.id)}>{a.applicant.fullName}</Link>
      {a.applicant.email ? <span className="application-applicant__email">{a.applicant.email}</span> : null}
    </span>
  );
  const statusCell = (a: AdminApplicationSummary) => <StatusName status={a.status} />;
  const reviewCell = (a: AdminApplicationSummary) => (
    <Link href={paths.to(paths.careers.application, a.id)}>
      <Trans>Review</Trans>
      <span className="visually-hidden"> {a.applicant.fullName}</span>
    </Link>
  );

  const filtered = applicationListSearch({ ...state, sort: 'newest', page: 1 }) !== '';
  return (
    <div className="admin-jobs-page applications-page">
      <section className="admin-jobs" aria-labelledby="applications-title">
        <div className="admin-jobs__head">
          <h1 id="applications-title">
            <Trans>Applications</Trans>
          </h1>
          <Button type="button" label={t`Export CSV`} icon="pi pi-download" className="form-action" loading={exporting} onClick={() => void exportCsv()} />
        </div>
        <Filters state={state} onChange={go} />
        <StatusChips state={state} counts={data?.statusCounts ?? null} onChange={go} />
        <p className="admin-jobs__count" aria-live="polite" aria-atomic="true">
          {data ? <Plural value={data.total} _0="No applications match these filters." one="# application" other="# applications" /> : null}
          {filtered ? (
            <>
              {' '}
              <Link href={paths.careers.adminApplications} onClick={() => go(EMPTY_LIST)}>
                <Trans>Clear the filters</Trans>
              </Link>
            </>
          ) : null}
        </p>
        <AdminTable
          rows={data?.applications ?? []}
          page={state.page}
          perPage={APPLICATIONS_PER_PAGE}
          total={data?.total ?? 0}
          onPage={(page) => go({ ...state, page })}
          loading={list.loading}
          failure={list.failure !== null ? <Trans>We could not load the applications.</Trans> : null}
          onRetry={list.reload}
          emptyMessage={t`No applications match these filters.`}
          labelledBy="applications-title"
        >
          <Column header={t`Applicant`} body={applicantCell} style={{ minWidth: '14rem' }} />
          <Column header={t`Job`} body={(a: AdminApplicationSummary) => a.job.title} />
          <Column header={t`Reference`} body={(a: AdminApplicationSummary) => a.job.reference} />
          <Column header={t`Status`} body={statusCell} />
          <Column header={t`Submitted`} body={(a: AdminApplicationSummary) => formatDate(a.submittedAt, i18n.locale)} />
          <Column header={t`Review`} body={reviewCell} />
        </AdminTable>
      </section>
      <Suspense fallback={null}>
        <StatsPanel />
      </Suspense>
    </div>
  );
}
