import { LoginForm } from './login-form';
import * as paths from '../../../../common/paths';

/** /pages/authentication/login-v1: the same sign-in, on a plain card. */
export default function LoginV1() {
  return <LoginForm variant="basic" forgotHref={paths.auth.forgotPasswordV1} />;
}
