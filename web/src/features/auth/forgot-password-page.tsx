import { ForgotPasswordForm } from './forgot-password-form';
import * as paths from '../../../../common/paths';

/** /forgot-password and /pages/authentication/forgot-password-v2 */
export default function ForgotPasswordPage() {
  return <ForgotPasswordForm variant="cover" loginHref={paths.auth.login} />;
}
