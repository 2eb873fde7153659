import { ResetPasswordForm } from './reset-password-form';

/** /pages/authentication/reset-password-v1: the same form on a plain card. */
export default function ResetPasswordV1() {
  return <ResetPasswordForm variant="basic" loginHref="/pages/authentication/login-v1" forgotHref="/pages/authentication/forgot-password-v1" />;
}
