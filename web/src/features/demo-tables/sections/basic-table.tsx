import { useLingui } from '@lingui/react/macro';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { ShowcaseSection } from '../../../components/showcase';
import { rowsPerPageSelect } from '../../../components/list-kit/rows-per-page';
import { $api } from '../../../lib/query';
import { LoadedTable, PersonCell, StatusTag, useCellFormats, type StaffRow } from '../table-kit';

/** Basic: every row from `/api/good-table/basic`, sorted and paged in the browser. */
export function BasicTable() {
  const { t } = useLingui();
  const query = $api.useQuery('get', '/api/good-table/basic');
  const format = useCellFormats();
  return (
    <ShowcaseSection title={<span id="basic-table-title">{t`Basic table`}</span>} wide>
      <LoadedTable query={query}>
        {(rows) => (
          <DataTable
            value={rows}
            dataKey="id"
            paginator
            rows={5}
            rowsPerPageOptions={[5, 10, 25]}
            paginatorTemplate={{ layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown', RowsPerPageDropdown: rowsPerPageSelect(t`Rows per page`) }}
            sortMode="single"
            removableSort
            size="small"
            pt={{ table: { 'aria-labelledby': 'basic-table-title' } }}
          >
            <Column field="fullName" header={t`Name`} sortable body={(row: StaffRow) => <PersonCell row={row} />} />
            <Column field="email" header={t`E-mail`} sortable />
            <Column field="post" header={t`Post`} sortable />
            <Column field="startDate" header={t`Start date`} sortable body={format.date} />
            <Column field="salary" header={t`Salary`} sortable body={format.salary} align="right" />
            <Column field="age" header={t`Age`} sortable align="right" />
            <Column field="status" header={t`Status`} sortable body={(row: StaffRow) => <StatusTag status={row.status} />} />
          </DataTable>
        )}
      </LoadedTable>
    </ShowcaseSection>
  );
}
