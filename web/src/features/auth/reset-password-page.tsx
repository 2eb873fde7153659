import { ResetPasswordForm } from './reset-password-form';
import * as paths from '../../../../common/paths';

/** /pages/authentication/reset-password-v2: where the reset e-mail links to. */
export default function ResetPasswordPage() {
  return <ResetPasswordForm variant="cover" loginHref={paths.auth.login} forgotHref={paths.auth.forgotPasswordV2} />;
}
