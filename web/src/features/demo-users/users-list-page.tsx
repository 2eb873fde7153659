import { useState } from 'react';
import { Link } from 'wouter';
import { keepPreviousData } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../components/busy-button';
import { Column } from 'primereact/column';
import { Download, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { FilterSelect, SearchBox, toApiQuery, useListParams, type ListSpec } from '../../components/list-kit';
import { queryLoadState, ServerTable } from '../../components/list-kit/server-table';
import { Icon } from '../../components/icon';
import { IconButton, IconLink } from '../../components/icon-action';
import { useToast } from '../../components/toast';
import type { MessageDescriptor } from '@lingui/core';
import type { paths as ApiPaths } from '../../api/schema';
import { api } from '../../lib/api-client';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { fileNameOf, saveBlob } from '../../lib/save-file';
import { AddUserPanel } from './add-user-panel';
import { UserAvatar } from './user-avatar';
import { useDeleteUser } from './use-delete-user';
import { options, PLAN_LABELS, ROLE_LABELS, STATUS_LABELS, statusBadge, USER_PLANS, USER_ROLES, USER_STATUSES, type DemoUser } from './vocabulary';
import * as paths from '../../../../common/paths';
import '../../components/demo-screen.css';
import './users.css';

type UserFilter = 'role' | 'plan' | 'status';
type UsersQuery = NonNullable<ApiPaths['/api/apps/user/users']['get']['parameters']['query']>;

const SPEC: ListSpec<UserFilter> = {
  sortFields: ['id', 'fullName', 'email', 'role', 'currentPlan', 'status'],
  filters: { role: USER_ROLES, plan: USER_PLANS, status: USER_STATUSES },
};

/** /apps/users/list: every demo user, filtered, sorted and paged on the server, the state in the URL. */
function UsersListPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [params, setParams] = useListParams(SPEC);
  const query = toApiQuery(params) as UsersQuery;
  const list = $api.useQuery('get', '/api/apps/user/users', { params: { query } }, { placeholderData: keepPreviousData });
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const deletion = useDeleteUser();
  const label = (d: MessageDescriptor) => i18n._(d);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, perPage: _perPage, ...filters } = query;
      const { data, error, response } = await api.GET('/api/apps/user/users/export.csv', { params: { query: filters }, parseAs: 'blob' });
      if (!data) throw error;
      saveBlob(data, fileNameOf(response.headers.get('content-disposition'), 'users.csv'));
    } catch (error) {
      toast('error', t`The export failed`, problemText(apiProblem(error)));
    } finally {
      setExporting(false);
    }
  };

  const userCell = (user: DemoUser) => (
    <span className="users-identity">
      <UserAvatar fullName={user.fullName} avatar={user.avatar} />
      <span className="users-identity__text">
        <Link href={paths.to(paths.demo.user, user.id)} className="users-identity__name">
          {user.fullName}
        </Link>
        <span className="users-identity__email">{user.email}</span>
      </span>
    </span>
  );
  const actionsCell = (user: DemoUser) => (
    <span className="demo-actions">
      <IconLink href={paths.to(paths.demo.user, user.id)} icon={Eye} label={t`View ${user.fullName}`} title={t`View`} />
      <IconLink href={paths.to(paths.demo.userEdit, user.id)} icon={Pencil} label={t`Edit ${user.fullName}`} title={t`Edit`} />
      <IconButton icon={Trash2} label={t`Delete ${user.fullName}`} title={t`Delete`} danger onClick={() => deletion.ask(user)} />
    </span>
  );

  return (
    <div className="demo-page">
      <div className="demo-page__head">
        <h1 id="users-title">
          <Trans>Users</Trans>
        </h1>
        <div className="users-page__tools">
          <BusyButton type="button" outlined busy={exporting} onClick={() => void exportCsv()}>
            <Icon icon={Download} size={18} />
            <span>
              <Trans>Export CSV</Trans>
            </span>
          </BusyButton>
          <Button type="button" className="form-action" onClick={() => setAdding(true)}>
            <Icon icon={Plus} size={18} />
            <span>
              <Trans>Add user</Trans>
            </span>
          </Button>
        </div>
      </div>
      <section className="demo-card" aria-labelledby="users-title">
        <div className="list-toolbar">
          <FilterSelect label={t`Role`} allLabel={t`All roles`} value={params.filters.role} options={options(USER_ROLES, ROLE_LABELS, label)} onChange={(role) => setParams({ filters: { role } })} />
          <FilterSelect label={t`Plan`} allLabel={t`All plans`} value={params.filters.plan} options={options(USER_PLANS, PLAN_LABELS, label)} onChange={(plan) => setParams({ filters: { plan } })} />
          <FilterSelect
            label={t`Status`}
            allLabel={t`All statuses`}
            value={params.filters.status}
            options={options(USER_STATUSES, STATUS_LABELS, label)}
            onChange={(status) => setParams({ filters: { status } })}
          />
          <SearchBox value={params.q} onSearch={(q) => setParams({ q })} label={t`Search users`} visibleLabel placeholder={t`Name or username`} />
        </div>
        <ServerTable<DemoUser, UserFilter>
          rows={list.data?.users}
          total={list.data?.total ?? 0}
          params={params}
          onChange={setParams}
          {...queryLoadState(list)}
          emptyMessage={t`No users match these filters.`}
          labelledBy="users-title"
        >
          <Column field="fullName" header={t`User`} sortable body={userCell} />
          <Column field="role" header={t`Role`} sortable body={(user: DemoUser) => label(ROLE_LABELS[user.role])} />
          <Column field="currentPlan" header={t`Plan`} sortable body={(user: DemoUser) => label(PLAN_LABELS[user.currentPlan])} />
          <Column field="status" header={t`Status`} sortable body={(user: DemoUser) => <span className={statusBadge(user.status)}>{label(STATUS_LABELS[user.status])}</span>} />
          <Column header={t`Actions`} body={actionsCell} />
        </ServerTable>
      </section>
      <AddUserPanel visible={adding} onHide={() => setAdding(false)} />
      {deletion.dialog}
    </div>
  );
}

export default UsersListPage;
