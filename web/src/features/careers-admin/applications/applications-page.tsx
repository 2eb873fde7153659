import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import { BusyButton } from '../../../components/busy-button';
import { api } from '../../../lib/api-client';
import { apiProblem, problemText, type ApiProblem } from '../../../lib/api-errors';
import { $api } from '../../../lib/query';
import { FilterChips, FilterSelect, SearchBox, SortSelect, useListParams, type ListChange, type ListParams } from '../../../components/list-kit';
import { queryLoadState, ServerTable } from '../../../components/list-kit/server-table';
import { useToast } from '../../../components/toast';
import { ADMIN_REFUSALS } from '../refusals';
import { APPLICATIONS_API } from '../api';
import { DayFilter, useJobOptions } from '../filters';
import { StatusName } from './status-name';
import { useStaffAbility } from '../access';
import { APPLICATION_LIST_SPEC, APPLICATIONS_PAGE, applicationsQuery, exportQuery, type ApplicationFilter } from './list-state';
import { REVIEW_STATUSES, type AdminApplicationSummary, type StatusCounts } from './vocabulary';
import { fileNameOf, saveBlob } from './download';
import * as paths from '../../../../../common/paths';
import '../admin-jobs.css';
import './applications.css';
import { dateFormat } from '../../../lib/date-format';

const StatsPanel = lazy(() => import('./stats-panel'));

const formatDate = (iso: string | null, locale: string) => (iso ? dateFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '—');

type Params = ListParams<ApplicationFilter>;
type SetParams = (change: ListChange<ApplicationFilter>) => void;

function Filters({ params, setParams }: { params: Params; setParams: SetParams }) {
  const { t } = useLingui();
  const jobs = useJobOptions();
  const sortOptions = [
    { sortBy: 'submittedAt', label: t`Submitted`, desc: true },
    { sortBy: 'name', label: t`Applicant name`, desc: false },
    { sortBy: 'status', label: t`Status`, desc: false },
    { sortBy: 'updatedAt', label: t`Last changed`, desc: true },
  ];
  return (
    <div className="list-toolbar" role="group" aria-label={t`Filter applications`}>
      <FilterSelect label={<Trans>Job</Trans>} allLabel={t`All jobs`} value={params.filters.job} options={jobs} onChange={(job) => setParams({ filters: { job } })} />
      <DayFilter label={<Trans>Submitted from</Trans>} value={params.filters.from} onChange={(from) => setParams({ filters: { from } })} />
      <DayFilter label={<Trans>Submitted to</Trans>} value={params.filters.to} onChange={(to) => setParams({ filters: { to } })} />
      <SortSelect label={<Trans>Sort by</Trans>} options={sortOptions} params={params} onChange={setParams} />
      <SearchBox
        value={params.q}
        onSearch={(q) => setParams({ q })}
        label={<Trans>Applicant name, e-mail or job reference</Trans>}
        visibleLabel
        submitLabel={t`Search`}
        className="admin-search"
      />
    </div>
  );
}

/** One chip per status with its count under the other filters; the current one is pressed. */
function StatusChips({ params, setParams, counts }: { params: Params; setParams: SetParams; counts: StatusCounts | undefined }) {
  const { t, i18n } = useLingui();
  const options = REVIEW_STATUSES.map((status) => ({ value: status, label: <StatusName status={status} badge={false} withApplicantName={false} />, count: counts?.[status] }));
  return (
    <FilterChips
      label={t`Applications per status`}
      value={params.filters.status}
      allLabel={t`All`}
      options={options}
      onChange={(status) => setParams({ filters: { status } })}
      formatNumber={(n) => i18n.number(n)}
    />
  );
}

/** Downloads the applications under the list's filters, in its order, as CSV; a refusal says so in a toast. */
function useExportCsv() {
  const { t } = useLingui();
  const toast = useToast();
  return useMutation<void, ApiProblem, Params>({
    mutationFn: async (params) => {
      const answer = await api.GET('/api/careers/admin/applications/export.csv', { params: { query: exportQuery(params) }, parseAs: 'blob' }).catch(() => null);
      if (!answer) throw apiProblem(null);
      if (!answer.data) throw apiProblem(answer.error, answer.response.status);
      saveBlob(answer.data, fileNameOf(answer.response.headers.get('content-disposition'), 'applications.csv'));
    },
    onError: (problem) => toast('error', t`Export CSV`, problemText(problem, ADMIN_REFUSALS)),
  });
}

/** /careers/admin/applications (`manage Application`): every submitted application, filtered in the URL. */
function ApplicationsPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(APPLICATION_LIST_SPEC);
  const list = $api.useQuery('get', APPLICATIONS_API, { params: { query: applicationsQuery(params) } }, { placeholderData: keepPreviousData });
  const data = list.data;
  const exportCsv = useExportCsv();
  const ability = useStaffAbility();

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

  const filtered = Boolean(params.q || Object.values(params.filters).some(Boolean));
  return (
    <div className="admin-jobs-page applications-page">
      <section className="admin-jobs" aria-labelledby="applications-title">
        <div className="admin-jobs__head">
          <h1 id="applications-title">
            <Trans>Applications</Trans>
          </h1>
          {/* The export is list-level: the server exports only the rows the caller may read and export. */}
          {ability.can('export', 'Application') ? (
            <BusyButton type="button" label={t`Export CSV`} icon="pi pi-download" className="form-action" busy={exportCsv.isPending} onClick={() => exportCsv.mutate(params)} />
          ) : null}
        </div>
        <Filters params={params} setParams={setParams} />
        <StatusChips params={params} setParams={setParams} counts={data?.statusCounts} />
        <p className="admin-jobs__count" aria-live="polite" aria-atomic="true">
          {data ? <Plural value={data.total} _0="No applications match these filters." one="# application" other="# applications" /> : null}
          {filtered ? (
            <>
              {' '}
              <Link href={APPLICATIONS_PAGE}>
                <Trans>Clear the filters</Trans>
              </Link>
            </>
          ) : null}
        </p>
        <ServerTable<AdminApplicationSummary, ApplicationFilter>
          rows={data?.applications}
          total={data?.total ?? 0}
          params={params}
          onChange={setParams}
          {...queryLoadState(list)}
          perPageOptions={APPLICATION_LIST_SPEC.perPageOptions}
          emptyMessage={t`No applications match these filters.`}
          labelledBy="applications-title"
        >
          <Column field="name" header={t`Applicant`} sortable body={applicantCell} style={{ minWidth: '14rem' }} />
          <Column header={t`Job`} body={(a: AdminApplicationSummary) => a.job.title} />
          <Column header={t`Reference`} body={(a: AdminApplicationSummary) => a.job.reference} />
          <Column field="status" header={t`Status`} sortable body={statusCell} />
          <Column field="submittedAt" header={t`Submitted`} sortable body={(a: AdminApplicationSummary) => formatDate(a.submittedAt, i18n.locale)} />
          <Column header={t`Review`} body={reviewCell} />
        </ServerTable>
      </section>
      <Suspense fallback={null}>
        <StatsPanel />
      </Suspense>
    </div>
  );
}

export default ApplicationsPage;
