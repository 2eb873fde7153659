import { ForgotPasswordForm } from './forgot-password-form';
import * as paths from '../../../../common/paths';

/** /pages/authentication/forgot-password-v1: the same form on a plain card. */
export default function ForgotPasswordV1() {
  return <ForgotPasswordForm variant="basic" loginHref={paths.auth.loginV1} />;
}
