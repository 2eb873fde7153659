import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { RecordRoute, RecordStates } from '../../components/record-states';
import { $api } from '../../lib/query';
import { UserActivityCard } from './user-activity';
import { UserInvoices } from './user-invoices';
import { UserProfileCard } from './user-profile-card';
import { useDeleteUser } from './use-delete-user';
import { PLAN_LABELS } from './vocabulary';
import { UserCrumbs } from './user-crumbs';
import * as paths from '../../../../common/paths';
import '../../components/form-field.css';
import '../../components/demo-screen.css';
import './users.css';
import './user-view.css';

function UserView({ id }: { id: number }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const user = $api.useQuery('get', '/api/apps/user/users/{id}', { params: { path: { id } } });
  const deletion = useDeleteUser(() => navigate(paths.demo.users));

  return (
    <RecordStates query={user}>
      {(data) => (
        <div className="user-view">
          <div className="user-view__side">
            <UserProfileCard user={data} onDelete={() => deletion.ask(data)} />
            <section className="demo-card user-plan" aria-labelledby="user-plan-title">
              <h2 id="user-plan-title">
                <Trans>Plan</Trans>
              </h2>
              <p className="user-plan__name">{i18n._(PLAN_LABELS[data.currentPlan])}</p>
              <Link href={paths.to(paths.demo.userEdit, data.id)}>
                <Trans>Change the plan</Trans>
              </Link>
            </section>
          </div>
          <div className="user-view__main">
            <UserInvoices email={data.email} />
            <UserActivityCard activity={data.activity} />
          </div>
          {deletion.dialog}
        </div>
      )}
    </RecordStates>
  );
}

/** /apps/users/view/{id}: the user's details, plan, invoices (by their e-mail) and activity. */
function UserViewPage() {
  return (
    <div className="demo-page">
      <UserCrumbs />
      <RecordRoute>{(id) => <UserView id={id} />}</RecordRoute>
    </div>
  );
}

export default UserViewPage;
