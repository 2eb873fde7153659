import { Trans } from '@lingui/react/macro';
import { PasswordSection } from './account/password-section';
import { PreferencesSection } from './account/preferences-section';
import { DataSection } from './account/data-section';
import { MonitoringSection } from './account/monitoring-section';
import { DeleteSection } from './account/delete-section';
import { PageHeader } from './shared/page-header';
import './applicant.css';

/** /careers/account-setting, "Account Settings": password, language and notifications, equal-opportunities answers, my data, delete my account. */
function AccountSettingsPage() {
  return (
    <div className="applicant-page applicant-page--narrow">
      <PageHeader title={<Trans>Account Settings</Trans>} />
      <PasswordSection />
      <PreferencesSection />
      <MonitoringSection />
      <DataSection />
      <DeleteSection />
    </div>
  );
}

export default AccountSettingsPage;
