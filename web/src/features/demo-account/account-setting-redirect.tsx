import { Redirect } from 'wouter';

/** The seed's spelling `/pages/account-setting` leads to the account settings page. */
export default function AccountSettingRedirect() {
  return <Redirect to="/pages/account-settings" replace />;
}
