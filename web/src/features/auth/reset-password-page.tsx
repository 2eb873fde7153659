import { ResetPasswordForm } from './reset-password-form';

/** /pages/authentication/reset-password-v2: where the reset e-mail links to. */
export default function ResetPasswordPage() {
  return <ResetPasswordForm variant="cover" loginHref="/login" forgotHref="/pages/authentication/forgot-password-v2" />;
}
