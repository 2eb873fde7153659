import { Link, Redirect, useLocation, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { $api, withQueryClient } from '../../lib/query';
import { idFromPath, isNotFound } from '../../lib/record-route';
import { UserActivityCard } from './user-activity';
import { UserInvoices } from './user-invoices';
import { UserProfileCard } from './user-profile-card';
import { useDeleteUser } from './use-delete-user';
import { PLAN_LABELS } from './vocabulary';
import '../../components/form-field.css';
import './users.css';
import './user-view.css';

function UserView({ id }: { id: number }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const user = $api.useQuery('get', '/api/apps/user/users/{id}', { params: { path: { id } } });
  const deletion = useDeleteUser(() => navigate('/apps/users/list'));

  if (isNotFound(user.error)) return <Redirect to="/error-404" replace />;
  if (user.isError) return <LoadFailure onRetry={() => void user.refetch()} />;
  if (!user.data) return <SkeletonLines lines={8} />;
  const data = user.data;

  return (
    <div className="user-view">
      <div className="user-view__side">
        <UserProfileCard user={data} onDelete={() => deletion.ask(data)} />
        <section className="users-card user-plan" aria-labelledby="user-plan-title">
          <h2 id="user-plan-title">
            <Trans>Plan</Trans>
          </h2>
          <p className="user-plan__name">{i18n._(PLAN_LABELS[data.currentPlan])}</p>
          <Link href={`/apps/users/edit/${data.id}`}>
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
  );
}

/** /apps/users/view/{id}: the user's details, plan, invoices (by their e-mail) and activity. */
function UserViewPage() {
  const { t } = useLingui();
  const { id } = useParams<{ id: string }>();
  const userId = idFromPath(id);
  if (userId === null) return <Redirect to="/error-404" replace />;
  return (
    <div className="users-page">
      <nav aria-label={t`Breadcrumb`} className="users-crumbs">
        <Link href="/apps/users/list">
          <Trans>Users</Trans>
        </Link>
      </nav>
      <UserView key={userId} id={userId} />
    </div>
  );
}

export default withQueryClient(UserViewPage);
