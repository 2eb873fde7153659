import { ResetPasswordForm } from './reset-password-form';
import * as paths from '../../../../common/paths';

/** /careers/staff-invitation?token=…: where a staff invitation links to; the invitee chooses their password, then signs in. */
export default function StaffInvitationPage() {
  return <ResetPasswordForm variant="basic" loginHref={paths.auth.login} forgotHref={null} invitation />;
}
