import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password and /pages/authentication/forgot-password-v2 */
export default function ForgotPasswordPage() {
  return <ForgotPasswordForm variant="cover" loginHref="/login" />;
}
