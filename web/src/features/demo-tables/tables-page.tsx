import { Trans } from '@lingui/react/macro';
import { ShowcasePage } from '../../components/showcase';
import { BasicTable } from './sections/basic-table';
import { RowGroupTable } from './sections/row-group-table';
import { SearchTable } from './sections/search-table';
import { ServerSideTable } from './sections/server-side-table';
import './tables.css';

/** /tables: basic, grouped, searched and server-side tables over the demo staff rows. */
function TablesPage() {
  return (
    <ShowcasePage title={<Trans>Tables</Trans>} intro={<Trans>PrimeReact tables over the demo staff: sorted and paged in the browser, grouped, searched by column and by several fields, and paged, sorted and searched on the server.</Trans>}>
      <ServerSideTable />
      <BasicTable />
      <RowGroupTable />
      <SearchTable />
    </ShowcasePage>
  );
}

export default TablesPage;
