import { useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { api } from '../../lib/api-client';
import { AuthErrorSummary, showApiFailure, SubmitButton, useAuthForm } from './form/auth-form';
import { validateEmail } from './form/validation';
import { EmailField } from './form/email-field';
import { AuthPage } from './auth-page';
import { useFocusOnChange } from './use-focus-on-change';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ variant, loginHref }: { variant: 'cover' | 'basic'; loginHref: string }) {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const outcomeRef = useFocusOnChange<HTMLDivElement>(sentTo);
  const form = useAuthForm<'email'>({ id: 'forgot', initial: { email: '' }, validate: validateEmail });

  const submit = form.onSubmit(async ({ email }) => {
    const { error, response } = await api.POST('/api/auth/forgot-password', { body: { email: email.trim() } });
    if (!response.ok) return showApiFailure(form, error, response, ['email']);
    setSentTo(email.trim());
  });

  return (
    <AuthPage
      variant={variant}
      title={<Trans>Forgot your password?</Trans>}
      intro={sentTo ? undefined : <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>}
    >
      {sentTo ? (
        <div ref={outcomeRef} tabIndex={-1} className="auth-outcome auth-outcome--success" role="status">
          <p>
            <Trans>
              If an account exists for <strong>{sentTo}</strong>, we sent it a link to reset the password. The link is valid for one hour and works once.
            </Trans>
          </p>
          <p>
            <Trans>No e-mail after a few minutes? Check your spam folder or ask again.</Trans>
          </p>
          <Button type="button" text className="form-action" label={t`Ask again`} onClick={() => setSentTo(null)} />
        </div>
      ) : (
        <>
          <AuthErrorSummary form={form} id="forgot-summary" />
          <form className="auth-form" noValidate onSubmit={submit}>
            <EmailField field={form.field('email')} />
            <SubmitButton label={form.submitting ? t`Sending…` : t`Send the reset link`} submitting={form.submitting} />
          </form>
        </>
      )}
      <p className="auth-links">
        <Link href={loginHref}>
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </AuthPage>
  );
}
