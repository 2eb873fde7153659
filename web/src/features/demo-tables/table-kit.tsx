import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Tag } from 'primereact/tag';
import type { components } from '../../api/schema';
import { initials } from '../../lib/initials';
import { dateFormat } from '../../lib/date-format';
// The tables of the page share the list kit table's box: a wide table scrolls inside it, never the page.
import { Loaded, type Loadable } from '../../components/page-states';
import '../../components/list-kit/server-table.css';
import '../../styles/scroll-cue.css';

/** The staff row every table of the page shows, and how its cells are written. */
export type StaffRow = components['schemas']['DemoTableRow'];
export type StaffStatus = StaffRow['status'];

export const STATUS_NAMES: Record<StaffStatus, MessageDescriptor> = {
  Current: msg`Current`,
  Professional: msg`Professional`,
  Rejected: msg`Rejected`,
  Resigned: msg`Resigned`,
  Applied: msg`Applied`,
};
export const STATUSES = Object.keys(STATUS_NAMES) as StaffStatus[];

const SEVERITY: Record<StaffStatus, 'success' | 'info' | 'danger' | 'warning' | 'secondary'> = {
  Current: 'success',
  Professional: 'info',
  Rejected: 'danger',
  Resigned: 'warning',
  Applied: 'secondary',
};

export function StatusTag({ status }: { status: StaffStatus }) {
  const { i18n } = useLingui();
  return <Tag value={i18n._(STATUS_NAMES[status])} severity={SEVERITY[status]} />;
}

/** The cell formatters in the user's language: date of a `YYYY-MM-DD` day, salary with two decimals. */
export function useCellFormats() {
  const { i18n } = useLingui();
  const date = dateFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const salary = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    date: (row: StaffRow) => date.format(new Date(`${row.startDate}T00:00:00Z`)),
    salary: (row: StaffRow) => salary.format(row.salary),
  };
}

/** The person cell: initials (the seed's avatar pictures are not served) and the name. */
export function PersonCell({ row }: { row: StaffRow }) {
  return (
    <span className="staff-person">
      <span className="staff-person__initials" aria-hidden="true">
        {initials(row.fullName)}
      </span>
      <span>{row.fullName}</span>
    </span>
  );
}

/** A section's table once the query's rows are there (skeleton lines before, the failure with "Try again"), in the server tables' frame. */
export function LoadedTable<T>({ query, children }: { query: Loadable<T>; children: (data: T) => ReactNode }) {
  return <Loaded query={query} lines={6}>{(data) => <div className="server-table">{children(data)}</div>}</Loaded>;
}
