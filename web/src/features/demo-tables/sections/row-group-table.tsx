import { useLingui, Plural } from '@lingui/react/macro';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { ShowcaseSection } from '../../../components/showcase';
import { $api } from '../../../lib/query';
import { LoadedTable, PersonCell, StatusTag, useCellFormats, type StaffRow } from '../table-kit';

/** Row groups: the rows of `/api/good-table/row-group`, under a heading row per post with its count. */
export function RowGroupTable() {
  const { t } = useLingui();
  const query = $api.useQuery('get', '/api/good-table/row-group');
  const format = useCellFormats();
  const rows = query.data?.flatMap((group) => group.children) ?? [];
  const countOf = (post: string) => query.data?.find((group) => group.label === post)?.children.length ?? 0;
  return (
    <ShowcaseSection title={<span id="group-table-title">{t`Row groups`}</span>} wide>
      <LoadedTable query={query}>
        {() => (
          <DataTable
            value={rows}
            dataKey="id"
            rowGroupMode="subheader"
            groupRowsBy="post"
            sortMode="single"
            sortField="post"
            sortOrder={1}
            scrollable
            scrollHeight="24rem"
            size="small"
            rowGroupHeaderTemplate={(row: StaffRow) => <strong>{row.post}</strong>}
            rowGroupFooterTemplate={(row: StaffRow, options: { colSpan: number }) => (
              <td colSpan={options.colSpan} className="staff-group-count">
                <Plural value={countOf(row.post)} one="# person" other="# people" />
              </td>
            )}
            // The scrolling box takes the focus, so that the keyboard can scroll it.
            pt={{ table: { 'aria-labelledby': 'group-table-title' }, wrapper: { tabIndex: 0, role: 'region', 'aria-labelledby': 'group-table-title' } }}
          >
            <Column field="fullName" header={t`Name`} body={(row: StaffRow) => <PersonCell row={row} />} />
            <Column field="email" header={t`E-mail`} />
            <Column field="city" header={t`City`} />
            <Column field="startDate" header={t`Start date`} body={format.date} />
            <Column field="status" header={t`Status`} body={(row: StaffRow) => <StatusTag status={row.status} />} />
          </DataTable>
        )}
      </LoadedTable>
    </ShowcaseSection>
  );
}
