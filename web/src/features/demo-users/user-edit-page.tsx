import { Link, Redirect, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { TabPanel, TabView } from 'primereact/tabview';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { $api, withQueryClient } from '../../lib/query';
import { idFromPath, isNotFound } from '../../lib/record-route';
import { AccountTab } from './account-tab';
import { AvatarEditor } from './avatar-editor';
import { InformationTab } from './information-tab';
import { SocialTab } from './social-tab';
import './users.css';
import './user-view.css';

function UserEdit({ id }: { id: number }) {
  const { t } = useLingui();
  const user = $api.useQuery('get', '/api/apps/user/users/{id}', { params: { path: { id } } });
  if (isNotFound(user.error)) return <Redirect to="/error-404" replace />;
  if (user.isError) return <LoadFailure onRetry={() => void user.refetch()} />;
  if (!user.data) return <SkeletonLines lines={8} />;
  const data = user.data;
  const fullName = data.fullName;

  return (
    <>
      <h1 className="users-edit__title">
        <Trans>Edit {fullName}</Trans>
      </h1>
      <AvatarEditor user={data} />
      <section className="users-card users-edit__tabs" aria-label={t`Details`}>
        <TabView>
          <TabPanel header={t`Account`}>
            <AccountTab user={data} />
          </TabPanel>
          <TabPanel header={t`Information`}>
            <InformationTab user={data} />
          </TabPanel>
          <TabPanel header={t`Social`}>
            <SocialTab user={data} />
          </TabPanel>
        </TabView>
      </section>
    </>
  );
}

/** /apps/users/edit/{id}: picture, then Account, Information and Social tabs that each save. */
function UserEditPage() {
  const { t } = useLingui();
  const { id } = useParams<{ id: string }>();
  const userId = idFromPath(id);
  if (userId === null) return <Redirect to="/error-404" replace />;
  return (
    <div className="users-page users-edit">
      <nav aria-label={t`Breadcrumb`} className="users-crumbs">
        <Link href="/apps/users/list">
          <Trans>Users</Trans>
        </Link>
        {' / '}
        <Link href={`/apps/users/view/${userId}`}>
          <Trans>View the user</Trans>
        </Link>
      </nav>
      <UserEdit key={userId} id={userId} />
    </div>
  );
}

export default withQueryClient(UserEditPage);
