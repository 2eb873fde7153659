import { ForgotPasswordForm } from './forgot-password-form';

/** /pages/authentication/forgot-password-v1: the same form on a plain card. */
export default function ForgotPasswordV1() {
  return <ForgotPasswordForm variant="basic" loginHref="/pages/authentication/login-v1" />;
}
