import { LoginForm } from './login-form';

/** /login */
export default function LoginPage() {
  return <LoginForm variant="cover" forgotHref="/forgot-password" />;
}
