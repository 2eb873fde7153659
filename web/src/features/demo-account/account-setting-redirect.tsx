import { Redirect } from 'wouter';
import * as paths from '../../../../common/paths';

/** The seed's spelling `/pages/account-setting` leads to the account settings page. */
export default function AccountSettingRedirect() {
  return <Redirect to={paths.demo.accountSettings} replace />;
}
