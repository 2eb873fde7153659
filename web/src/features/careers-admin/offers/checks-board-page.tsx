import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import type { operations } from '../../../api/schema';
import { FilterSelect, SearchBox, toApiQuery, useListParams, type ListSpec } from '../../../components/list-kit';
import { queryLoadState, ServerTable } from '../../../components/list-kit/server-table';
import { $api } from '../../../lib/query';
import { checkLabel, CHECK_OWNER_LABELS, CHECK_STATUS_LABELS, formatDay } from '../../../lib/offer-vocabulary';
import { CHECK_BOARD_SORTS, CHECK_OWNERS, OPEN_CHECK_STATUSES } from '../../../../../common/offer-rules';
import { CHECKS_API } from './api';
import * as paths from '../../../../../common/paths';
import '../../../components/demo-screen.css';
import '../admin-jobs.css';
import './offers.css';

type BoardFilter = 'owner' | 'status' | 'overdue';
type BoardQuery = NonNullable<operations['listOpenChecks']['parameters']['query']>;
type BoardRow = operations['listOpenChecks']['responses'][200]['content']['application/json']['items'][number];

const SPEC: ListSpec<BoardFilter> = {
  sortFields: CHECK_BOARD_SORTS,
  filters: { owner: CHECK_OWNERS, status: OPEN_CHECK_STATUSES, overdue: ['true'] },
};

/** /careers/admin/offer-checks: the open checks of the open offers the caller may see, soonest due first, overdue ones marked; paged, sorted and filtered on the server. */
function ChecksBoardPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(SPEC);
  const load = $api.useQuery('get', CHECKS_API, { params: { query: toApiQuery(params) as BoardQuery } }, { placeholderData: keepPreviousData });
  const filtered = Boolean(params.q || params.filters.owner || params.filters.status || params.filters.overdue);

  const dueCell = (row: BoardRow) => (
    <span className={row.check.overdue ? 'offer-overdue' : undefined}>
      {row.check.dueOn ? formatDay(row.check.dueOn, i18n.locale) : '—'}
      {row.check.overdue ? ` (${t`overdue`})` : ''}
    </span>
  );

  return (
    <div className="admin-jobs-page">
      <h1 id="checks-board-title">{t`Pre-employment checks`}</h1>
      <section className="demo-card" aria-labelledby="checks-board-title">
        <div className="list-toolbar">
          <FilterSelect
            label={t`Owner`}
            allLabel={t`All owners`}
            value={params.filters.owner}
            options={CHECK_OWNERS.map((owner) => ({ value: owner, label: i18n._(CHECK_OWNER_LABELS[owner]) }))}
            onChange={(owner) => setParams({ filters: { owner } })}
          />
          <FilterSelect
            label={t`Status`}
            allLabel={t`All open statuses`}
            value={params.filters.status}
            options={OPEN_CHECK_STATUSES.map((status) => ({ value: status, label: i18n._(CHECK_STATUS_LABELS[status]) }))}
            onChange={(status) => setParams({ filters: { status } })}
          />
          <FilterSelect
            label={t`Due`}
            allLabel={t`Any due date`}
            value={params.filters.overdue}
            options={[{ value: 'true', label: t`Overdue only` }]}
            onChange={(overdue) => setParams({ filters: { overdue } })}
          />
          <SearchBox value={params.q} onSearch={(q) => setParams({ q })} label={t`Search the checks`} visibleLabel placeholder={t`Applicant or job`} />
        </div>
        <ServerTable<BoardRow, BoardFilter>
          rows={load.data?.items}
          total={load.data?.total ?? 0}
          params={params}
          onChange={setParams}
          {...queryLoadState(load)}
          dataKey="check.id"
          emptyMessage={filtered ? t`No open check matches these filters.` : t`No check is open.`}
          labelledBy="checks-board-title"
        >
          <Column
            field="applicant"
            header={t`Applicant`}
            sortable
            body={(row: BoardRow) => <Link href={paths.to(paths.careers.application, row.applicationId)}>{row.applicantName}</Link>}
          />
          <Column field="job" header={t`Job`} sortable body={(row: BoardRow) => row.jobTitle} />
          <Column header={t`Check`} body={(row: BoardRow) => checkLabel(row.check.labels, i18n.locale)} />
          <Column header={t`Owner`} body={(row: BoardRow) => i18n._(CHECK_OWNER_LABELS[row.check.owner])} />
          <Column field="dueOn" header={t`Due`} sortable body={dueCell} />
          <Column field="status" header={t`Status`} sortable body={(row: BoardRow) => i18n._(CHECK_STATUS_LABELS[row.check.status])} />
        </ServerTable>
      </section>
    </div>
  );
}

export default ChecksBoardPage;
