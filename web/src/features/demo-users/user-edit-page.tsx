import { useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { TabPanel, TabView } from 'primereact/tabview';
import { RecordRoute, RecordStates } from '../../components/record-states';
import { $api } from '../../lib/query';
import { AccountTab } from './account-tab';
import { AvatarEditor } from './avatar-editor';
import { InformationTab } from './information-tab';
import { SocialTab } from './social-tab';
import { UserCrumbs } from './user-crumbs';
import '../../components/demo-screen.css';
import './users.css';
import './user-view.css';

function UserEdit({ id }: { id: number }) {
  const { t } = useLingui();
  const user = $api.useQuery('get', '/api/apps/user/users/{id}', { params: { path: { id } } });
  return (
    <RecordStates query={user}>
      {(data) => (
        <>
          <h1 className="users-edit__title">
            <Trans>Edit {data.fullName}</Trans>
          </h1>
          <AvatarEditor user={data} />
          <section className="demo-card users-edit__tabs" aria-label={t`Details`}>
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
      )}
    </RecordStates>
  );
}

/** /apps/users/edit/{id}: picture, then Account, Information and Social tabs that each save. */
function UserEditPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <div className="demo-page users-edit">
      <UserCrumbs viewOf={id} />
      <RecordRoute>{(userId) => <UserEdit id={userId} />}</RecordRoute>
    </div>
  );
}

export default UserEditPage;
