import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import type { operations } from '../../../api/schema';
import { countedLabel, FilterSelect, SearchBox, toApiQuery, useListParams, type ListSpec } from '../../../components/list-kit';
import { queryLoadState, ServerTable } from '../../../components/list-kit/server-table';
import { $api } from '../../../lib/query';
import { STAFF_API } from '../api';
import { Departments, LastSeen, StaffName } from './staff-cells';
import { STAFF_ROLE_LABELS, STAFF_ROLES, STAFF_STATE_LABELS, STAFF_STATES, stateBadge, type StaffMember } from './vocabulary';
import * as paths from '../../../../../common/paths';
import '../../../components/demo-screen.css';
import '../admin-jobs.css';
import './staff.css';

type StaffFilter = 'role' | 'status';
type StaffQuery = NonNullable<operations['listStaff']['parameters']['query']>;

const SPEC: ListSpec<StaffFilter> = {
  sortFields: ['fullName', 'email', 'systemRole', 'lastSeenAt', 'invitedAt'],
  filters: { role: STAFF_ROLES, status: STAFF_STATES },
};

/** /careers/admin/staff (`manage Staff`): every staff account with its role, departments, last sign-in and state; deactivated names struck through. */
function StaffPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(SPEC);
  const list = $api.useQuery('get', STAFF_API, { params: { query: toApiQuery(params) as StaffQuery } }, { placeholderData: keepPreviousData });
  const counts = list.data?.statusCounts;
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: i18n._(STAFF_ROLE_LABELS[role]) }));
  const statusOptions = STAFF_STATES.map((state) => ({
    value: state,
    label: countedLabel(i18n._(STAFF_STATE_LABELS[state]), counts ? counts[state] : undefined, (n) => i18n.number(n)),
  }));
  const filtered = Boolean(params.q || params.filters.role || params.filters.status);

  return (
    <div className="admin-jobs-page staff-page">
      <div className="staff-page__head">
        <h1 id="staff-title">
          <Trans>Staff</Trans>
        </h1>
        <Link href={paths.careers.adminStaffInvite} className="p-button form-action admin-new">
          <Trans>Invite a member of staff</Trans>
        </Link>
      </div>
      <section className="demo-card" aria-labelledby="staff-title">
        <div className="list-toolbar">
          <FilterSelect label={t`Role`} allLabel={t`All roles`} value={params.filters.role} options={roleOptions} onChange={(role) => setParams({ filters: { role } })} />
          <FilterSelect label={t`Status`} allLabel={t`All statuses`} value={params.filters.status} options={statusOptions} onChange={(status) => setParams({ filters: { status } })} />
          <SearchBox value={params.q} onSearch={(q) => setParams({ q })} label={t`Search the staff`} visibleLabel placeholder={t`Name, e-mail or job title`} />
        </div>
        <ServerTable<StaffMember, StaffFilter>
          rows={list.data?.staff}
          total={list.data?.total ?? 0}
          params={params}
          onChange={setParams}
          {...queryLoadState(list)}
          emptyMessage={filtered ? t`No staff account matches these filters.` : t`No staff account yet.`}
          labelledBy="staff-title"
        >
          <Column field="fullName" header={t`Name`} sortable body={(member: StaffMember) => <StaffName member={member} />} />
          <Column field="email" header={t`E-mail`} sortable body={(member: StaffMember) => <span className="staff-email">{member.email}</span>} />
          <Column field="systemRole" header={t`Role`} sortable body={(member: StaffMember) => i18n._(STAFF_ROLE_LABELS[member.systemRole])} />
          <Column header={t`Departments`} body={(member: StaffMember) => <Departments departments={member.departments} />} />
          <Column field="lastSeenAt" header={t`Last seen`} sortable body={(member: StaffMember) => <LastSeen iso={member.lastSeenAt} />} />
          <Column header={t`Status`} body={(member: StaffMember) => <span className={stateBadge(member.status)}>{i18n._(STAFF_STATE_LABELS[member.status])}</span>} />
        </ServerTable>
      </section>
    </div>
  );
}

export default StaffPage;
