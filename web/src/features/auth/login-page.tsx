import { LoginForm } from './login-form';
import * as paths from '../../../../common/paths';

/** /login */
export default function LoginPage() {
  return <LoginForm variant="cover" forgotHref={paths.auth.forgotPassword} />;
}
