import { keepPreviousData } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import { FilterSelect, SearchBox, toApiQuery, useListParams, type ListSpec } from '../../../components/list-kit';
import { ServerTable } from '../../../components/list-kit/server-table';
import { ShowcaseSection } from '../../../components/showcase';
import { $api } from '../../../lib/query';
import type { paths } from '../../../api/schema';
import { PersonCell, STATUS_NAMES, STATUSES, StatusTag, useCellFormats, type StaffRow } from '../table-kit';

type SsrQuery = NonNullable<paths['/api/good-table/table_ssr']['get']['parameters']['query']>;

/** The list state of the server-side table in the URL (module constant, as useListParams wants). */
const SSR_SPEC: ListSpec<'status'> = {
  sortFields: ['id', 'fullName', 'post', 'email', 'city', 'startDate', 'salary', 'age', 'status'],
  filters: { status: STATUSES },
};

/** Server side: `/api/good-table/table_ssr` pages, sorts, searches and filters; the state lives in the URL. */
export function ServerSideTable() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(SSR_SPEC);
  const format = useCellFormats();
  const { status, ...rest } = toApiQuery(params);
  const query = $api.useQuery(
    'get',
    '/api/good-table/table_ssr',
    { params: { query: { ...rest, sortBy: rest.sortBy as SsrQuery['sortBy'], ...(status ? { status: status as SsrQuery['status'] } : {}) } } },
    { placeholderData: keepPreviousData },
  );
  return (
    <ShowcaseSection title={<span id="ssr-table-title">{t`Server-side paging, sorting and search`}</span>} wide>
      <div className="list-toolbar">
        <SearchBox value={params.q} onSearch={(q) => setParams({ q })} label={t`Search name, e-mail, post or city`} visibleLabel />
        <FilterSelect
          label={t`Status`}
          value={params.filters.status}
          allLabel={t`All statuses`}
          options={STATUSES.map((value) => ({ value, label: i18n._(STATUS_NAMES[value]) }))}
          onChange={(value) => setParams({ filters: { status: value } })}
        />
      </div>
      <ServerTable<StaffRow, 'status'>
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        params={params}
        onChange={setParams}
        loading={query.isFetching}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        emptyMessage={t`No row matches the search.`}
        labelledBy="ssr-table-title"
      >
        <Column field="fullName" header={t`Name`} sortable body={(row: StaffRow) => <PersonCell row={row} />} />
        <Column field="email" header={t`E-mail`} sortable />
        <Column field="post" header={t`Post`} sortable />
        <Column field="city" header={t`City`} sortable />
        <Column field="startDate" header={t`Start date`} sortable body={format.date} />
        <Column field="salary" header={t`Salary`} sortable body={format.salary} align="right" />
        <Column field="status" header={t`Status`} sortable body={(row: StaffRow) => <StatusTag status={row.status} />} />
      </ServerTable>
    </ShowcaseSection>
  );
}
