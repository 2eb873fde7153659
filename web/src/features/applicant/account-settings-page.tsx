import { Trans } from '@lingui/react/macro';
import { PasswordSection } from './account/password-section';
import { PreferencesSection } from './account/preferences-section';
import { DataSection } from './account/data-section';
import { DeleteSection } from './account/delete-section';
import './applicant.css';

/** /careers/account-setting, "Account Settings": password, language and notifications, my data, delete my account. */
export default function AccountSettingsPage() {
  return (
    <div className="applicant-page applicant-page--narrow">
      <header className="applicant-page__header">
        <h1 className="applicant-page__title">
          <Trans>Account Settings</Trans>
        </h1>
      </header>
      <PasswordSection />
      <PreferencesSection />
      <DataSection />
      <DeleteSection />
    </div>
  );
}
