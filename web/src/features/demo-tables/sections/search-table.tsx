import { useMemo, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableFilterMeta } from 'primereact/datatable';
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column';
import { FilterMatchMode } from 'primereact/api';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { ShowcaseSection } from '../../../components/showcase';
import { $api } from '../../../lib/query';
import { meetsCriteria, NO_CRITERIA, type Advanced } from './search-criteria';
import { LoadedTable, PersonCell, STATUS_NAMES, STATUSES, StatusTag, useCellFormats, type StaffRow } from '../table-kit';

const COLUMN_FILTERS: DataTableFilterMeta = {
  fullName: { value: null, matchMode: FilterMatchMode.CONTAINS },
  email: { value: null, matchMode: FilterMatchMode.CONTAINS },
  city: { value: null, matchMode: FilterMatchMode.CONTAINS },
  status: { value: null, matchMode: FilterMatchMode.EQUALS },
};

/** Column search (a filter under each header) and an advanced search over several fields at once. */
export function SearchTable() {
  const { t, i18n } = useLingui();
  const query = $api.useQuery('get', '/api/good-table/advanced-search');
  const format = useCellFormats();
  const [criteria, setCriteria] = useState<Advanced>(NO_CRITERIA);
  const [filters, setFilters] = useState<DataTableFilterMeta>(COLUMN_FILTERS);
  const rows = useMemo(() => (query.data ?? []).filter((row) => meetsCriteria(row, criteria)), [query.data, criteria]);
  const posts = useMemo(() => [...new Set((query.data ?? []).map((row) => row.post))].sort(), [query.data]);
  const set = (key: keyof Advanced) => (value: string) => setCriteria((c) => ({ ...c, [key]: value }));
  const count = rows.length;

  const textFilter = (label: string) => (options: ColumnFilterElementTemplateOptions) => (
    <InputText value={(options.value as string | null) ?? ''} onChange={(e) => options.filterApplyCallback(e.target.value)} aria-label={label} className="staff-filter" maxLength={100} />
  );
  const statusFilter = (options: ColumnFilterElementTemplateOptions) => (
    <select className="p-inputtext staff-filter" value={(options.value as string | null) ?? ''} onChange={(e) => options.filterApplyCallback(e.target.value || null)} aria-label={t`Filter by status`}>
      <option value="">{t`All`}</option>
      {STATUSES.map((status) => (
        <option key={status} value={status}>
          {i18n._(STATUS_NAMES[status])}
        </option>
      ))}
    </select>
  );

  return (
    <ShowcaseSection title={<span id="search-table-title">{t`Column and advanced search`}</span>} wide>
      <form className="staff-search" role="search" aria-label={t`Advanced search`} onSubmit={(e) => e.preventDefault()}>
        <label>
          <span>{t`Name, e-mail or city`}</span>
          <InputText value={criteria.text} onChange={(e) => set('text')(e.target.value)} maxLength={100} />
        </label>
        <label>
          <span>{t`Post`}</span>
          <select className="p-inputtext" value={criteria.post} onChange={(e) => set('post')(e.target.value)}>
            <option value="">{t`All posts`}</option>
            {posts.map((post) => (
              <option key={post} value={post}>
                {post}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t`Salary from`}</span>
          <InputText type="number" inputMode="decimal" min={0} value={criteria.salaryMin} onChange={(e) => set('salaryMin')(e.target.value)} />
        </label>
        <label>
          <span>{t`Salary up to`}</span>
          <InputText type="number" inputMode="decimal" min={0} value={criteria.salaryMax} onChange={(e) => set('salaryMax')(e.target.value)} />
        </label>
        <label>
          <span>{t`Started on or after`}</span>
          <InputText type="date" value={criteria.from} onChange={(e) => set('from')(e.target.value)} />
        </label>
        <label>
          <span>{t`Started on or before`}</span>
          <InputText type="date" value={criteria.to} onChange={(e) => set('to')(e.target.value)} />
        </label>
        <Button
          type="button"
          label={t`Clear the search`}
          outlined
          onClick={() => {
            setCriteria(NO_CRITERIA);
            setFilters(COLUMN_FILTERS);
          }}
        />
      </form>
      <p className="staff-count" aria-live="polite">
        <Plural value={count} one="# row matches the advanced search" other="# rows match the advanced search" />
      </p>
      <LoadedTable query={query}>
        {() => (
          <DataTable
            value={rows}
            dataKey="id"
            paginator
            rows={5}
            filters={filters}
            onFilter={(e) => setFilters(e.filters)}
            filterDisplay="row"
            size="small"
            emptyMessage={t`No row matches the search.`}
            pt={{ table: { 'aria-labelledby': 'search-table-title' } }}
          >
            <Column field="fullName" header={t`Name`} body={(row: StaffRow) => <PersonCell row={row} />} filter filterElement={textFilter(t`Filter by name`)} showFilterMenu={false} />
            <Column field="email" header={t`E-mail`} filter filterElement={textFilter(t`Filter by e-mail`)} showFilterMenu={false} />
            <Column field="city" header={t`City`} filter filterElement={textFilter(t`Filter by city`)} showFilterMenu={false} />
            <Column field="startDate" header={t`Start date`} body={format.date} />
            <Column field="salary" header={t`Salary`} body={format.salary} align="right" />
            <Column field="status" header={t`Status`} body={(row: StaffRow) => <StatusTag status={row.status} />} filter filterElement={statusFilter} showFilterMenu={false} />
          </DataTable>
        )}
      </LoadedTable>
      <p className="visually-hidden">
        <Trans>The filters under the column headers narrow the rows the advanced search found.</Trans>
      </p>
    </ShowcaseSection>
  );
}
