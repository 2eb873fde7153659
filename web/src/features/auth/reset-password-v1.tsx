import { ResetPasswordForm } from './reset-password-form';
import * as paths from '../../../../common/paths';

/** /pages/authentication/reset-password-v1: the same form on a plain card. */
export default function ResetPasswordV1() {
  return <ResetPasswordForm variant="basic" loginHref={paths.auth.loginV1} forgotHref={paths.auth.forgotPasswordV1} />;
}
