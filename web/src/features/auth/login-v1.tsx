import { LoginForm } from './login-form';

/** /pages/authentication/login-v1: the same sign-in, on a plain card. */
export default function LoginV1() {
  return <LoginForm variant="basic" forgotHref="/pages/authentication/forgot-password-v1" />;
}
