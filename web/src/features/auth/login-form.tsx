import { Link, useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { api } from '../../lib/api-client';
import { landingFor, signIn, safeRedirect } from '../../lib/session';
import { FormField } from '../../components/form-field';
import { AuthErrorSummary, showApiFailure, SubmitButton, useAuthForm } from './form/auth-form';
import { LOGIN_REFUSED } from './form/server-messages';
import { PasswordInput } from './form/password-input';
import { validateLogin, type LoginField } from './form/validation';
import { AuthPage } from './auth-page';
import * as paths from '../../../../common/paths';

/** Sign in with e-mail (or username) and password; then back to `?redirect` or the role's landing page. */
export function LoginForm({ variant, forgotHref }: { variant: 'cover' | 'basic'; forgotHref: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
  const form = useAuthForm<LoginField>({ id: 'login', initial: { email: '', password: '' }, validate: validateLogin });
  const registerHref = redirect ? `${paths.auth.register}?redirect=${encodeURIComponent(redirect)}` : paths.auth.register;

  const submit = form.onSubmit(async ({ email, password }) => {
    const { data, error, response } = await api.POST('/api/jwt/login', { body: { email: email.trim(), password } });
    if (!data) return showApiFailure(form, error, response, ['email'], () => LOGIN_REFUSED);
    signIn(data);
    navigate(redirect ?? landingFor(data.userData.role), { replace: true });
  });

  return (
    <AuthPage variant={variant} title={<Trans>Sign in</Trans>} intro={<Trans>Sign in to apply for jobs and follow your applications.</Trans>}>
      <AuthErrorSummary form={form} id="login-summary" />
      <form className="auth-form" noValidate onSubmit={submit}>
        <FormField field={form.field('email')} label={<Trans>Email or username</Trans>} required>
          {(input, invalid) => <InputText {...input} type="text" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} invalid={invalid} />}
        </FormField>
        <FormField field={form.field('password')} label={<Trans>Password</Trans>} required>
          {(input, invalid) => <PasswordInput input={input} invalid={invalid} autoComplete="current-password" />}
        </FormField>
        <div className="auth-row">
          <Link href={forgotHref}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <SubmitButton label={form.submitting ? t`Signing in…` : t`Sign in`} submitting={form.submitting} />
      </form>
      <p className="auth-links">
        <Trans>
          New here? <Link href={registerHref}>Create an account</Link>
        </Trans>
      </p>
      <p className="auth-note">
        <Trans>
          Demo accounts: <code>admin@demo.com</code> / <code>admin</code> (administrator) and <code>client@demo.com</code> / <code>client</code> (applicant).
        </Trans>
      </p>
    </AuthPage>
  );
}
