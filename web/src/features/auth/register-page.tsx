import { Link, useLocation, useSearch } from 'wouter';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { api } from '../../lib/api-client';
import { landingFor, signIn, safeRedirect } from '../../lib/session';
import { localeAtom } from '../../state/locale';
import { useToast } from '../../components/toast';
import { FormField } from '../../components/form-field';
import { AuthErrorSummary, showApiFailure, SubmitButton, useAuthForm } from './form/auth-form';
import { registerFieldMessage } from './form/server-messages';
import { PasswordInput } from './form/password-input';
import { EmailField } from './form/email-field';
import { MIN_PASSWORD_LENGTH, passwordStrength, validateRegister, type RegisterField } from './form/validation';
import { AuthPage } from './auth-page';
import * as paths from '../../../../common/paths';

function StrengthHint({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <>
      <Trans>At least {MIN_PASSWORD_LENGTH} characters; a longer passphrase is stronger.</Trans>{' '}
      {strength === 'weak' ? <Trans>Strength: weak.</Trans> : null}
      {strength === 'medium' ? <Trans>Strength: fair.</Trans> : null}
      {strength === 'strong' ? <Trans>Strength: strong.</Trans> : null}
    </>
  );
}

/** /register: creates a pending applicant account, signs in and says the activation e-mail is on its way. */
export default function RegisterPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  const locale = useAtomValue(localeAtom);
  const toast = useToast();
  const form = useAuthForm<RegisterField>({
    id: 'register',
    initial: { username: '', email: '', password: '', fullName: '' },
    validate: validateRegister,
  });
  const loginHref = redirect ? `${paths.auth.login}?redirect=${encodeURIComponent(redirect)}` : paths.auth.login;

  const submit = form.onSubmit(async ({ username, email, password, fullName }) => {
    const body = { username: username.trim(), email: email.trim(), password, locale, ...(fullName.trim() ? { fullName: fullName.trim() } : {}) };
    const { data, error, response } = await api.POST('/api/jwt/register', { body });
    if (!data) return showApiFailure(form, error, response, ['username', 'email', 'password'], (field) => registerFieldMessage(field, body[field] ?? ''));
    signIn(data);
    const address = data.userData.email;
    toast('success', t`Account created`, t`We sent an activation link to ${address}. Open it to activate your account.`);
    navigate(redirect ?? landingFor(data.userData.role), { replace: true });
  });

  return (
    <AuthPage title={<Trans>Create an account</Trans>} intro={<Trans>One account to apply for any job of the hospital and follow your applications.</Trans>}>
      <AuthErrorSummary form={form} id="register-summary" />
      <form className="auth-form" noValidate onSubmit={submit}>
        <FormField field={form.field('username')} label={<Trans>Username</Trans>} hint={<Trans>3 to 30 letters, digits, dots, dashes or underscores.</Trans>} required>
          {(input, invalid) => <InputText {...input} autoComplete="username" autoCapitalize="none" spellCheck={false} invalid={invalid} />}
        </FormField>
        <EmailField field={form.field('email')} hint={<Trans>We send the activation link to this address.</Trans>} />
        <FormField field={form.field('password')} label={<Trans>Password</Trans>} hint={<StrengthHint password={form.values.password} />} required>
          {(input, invalid) => <PasswordInput input={input} invalid={invalid} autoComplete="new-password" />}
        </FormField>
        <FormField field={form.field('fullName')} label={<Trans>Full name (optional)</Trans>}>
          {(input, invalid) => <InputText {...input} autoComplete="name" invalid={invalid} />}
        </FormField>
        <SubmitButton label={form.submitting ? t`Creating your account…` : t`Create account`} submitting={form.submitting} />
      </form>
      <p className="auth-links">
        <Trans>
          Already have an account? <Link href={loginHref}>Sign in</Link>
        </Trans>
      </p>
    </AuthPage>
  );
}
