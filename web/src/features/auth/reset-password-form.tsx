import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { api } from '../../lib/api-client';
import { FormField, useFormMessage } from '../../components/form-field';
import type { FormMessage } from '../../components/form-state';
import { AuthErrorSummary, showApiFailure, SubmitButton, useAuthForm } from './form/auth-form';
import { PasswordInput } from './form/password-input';
import { MIN_PASSWORD_LENGTH, validateReset, type ResetField } from './form/validation';
import { envelopeProblem } from './form/server-messages';
import { AuthPage } from './auth-page';
import { useFocusOnChange } from './use-focus-on-change';

type Outcome = { kind: 'done' } | { kind: 'invalid'; message: FormMessage | null };

const RESET_LINK_REFUSED: Record<string, FormMessage> = {
  token_expired: msg`This reset link has expired. Ask for a new one.`,
  token_invalid: msg`This reset link is not valid, or it was used already. Ask for a new one.`,
};

const INVITATION_REFUSED: Record<string, FormMessage> = {
  token_expired: msg`This invitation has expired. Ask an administrator to invite you again.`,
  token_invalid: msg`This invitation link is not valid, or it was used already. Ask an administrator for a new one.`,
};

interface ResetPasswordFormProps {
  variant: 'cover' | 'basic';
  loginHref: string;
  /** Where a new link is asked for; none for a staff invitation (an administrator sends a new one). */
  forgotHref: string | null;
  /** The first password of an invited staff account (`acceptStaffInvitation`) rather than a reset. */
  invitation?: boolean;
}

const send = (invitation: boolean, body: { token: string; password: string }) =>
  invitation ? api.POST('/api/auth/staff-invitations/accept', { body }) : api.POST('/api/auth/reset-password', { body });

/** Sets a new password with the token of the reset e-mail (`?token=`), or the first one with a staff invitation's. */
export function ResetPasswordForm({ variant, loginHref, forgotHref, invitation = false }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const text = useFormMessage();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'invalid', message: null });
  const outcomeRef = useFocusOnChange<HTMLDivElement>(outcome);
  const form = useAuthForm<ResetField>({ id: 'reset', initial: { password: '', confirm: '' }, validate: validateReset });

  const submit = form.onSubmit(async ({ password }) => {
    const { data, error, response } = await send(invitation, { token, password });
    if (data) return setOutcome({ kind: 'done' });
    const { problem } = envelopeProblem(error, response.status);
    const linkRefused = (invitation ? INVITATION_REFUSED : RESET_LINK_REFUSED)[problem.code];
    if (linkRefused) return setOutcome({ kind: 'invalid', message: linkRefused });
    return showApiFailure(form, error, response, ['password']);
  });

  return (
    <AuthPage variant={variant} title={invitation ? <Trans>Set up your staff account</Trans> : <Trans>Choose a new password</Trans>}>
      {outcome?.kind === 'done' ? (
        <div ref={outcomeRef} tabIndex={-1} className="auth-outcome auth-outcome--success" role="status">
          <p>
            {invitation ? (
              <Trans>Your staff account is active. Sign in with your e-mail address and your new password.</Trans>
            ) : (
              <Trans>Your password has been changed. You can sign in now.</Trans>
            )}
          </p>
          <Link href={loginHref}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
      ) : outcome?.kind === 'invalid' ? (
        <div ref={outcomeRef} tabIndex={-1} className="auth-outcome" role="alert">
          <p>
            {outcome.message ? (
              text(outcome.message)
            ) : invitation ? (
              <Trans>This page needs the link from your invitation e-mail.</Trans>
            ) : (
              <Trans>This page needs the link from the password reset e-mail.</Trans>
            )}
          </p>
          {forgotHref ? (
            <Link href={forgotHref}>
              <Trans>Ask for a new reset link</Trans>
            </Link>
          ) : (
            <Link href={loginHref}>
              <Trans>Back to sign in</Trans>
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className="auth-intro">
            <Trans>Choose a password of at least {MIN_PASSWORD_LENGTH} characters that you do not use elsewhere.</Trans>
          </p>
          <AuthErrorSummary form={form} id="reset-summary" />
          <form className="auth-form" noValidate onSubmit={submit}>
            <FormField field={form.field('password')} label={<Trans>New password</Trans>} required>
              {(input, invalid) => <PasswordInput input={input} invalid={invalid} autoComplete="new-password" />}
            </FormField>
            <FormField field={form.field('confirm')} label={<Trans>Confirm the new password</Trans>} required>
              {(input, invalid) => <PasswordInput input={input} invalid={invalid} autoComplete="new-password" />}
            </FormField>
            <SubmitButton label={form.submitting ? t`Saving…` : invitation ? t`Set my password` : t`Change password`} submitting={form.submitting} />
          </form>
          <p className="auth-links">
            <Link href={loginHref}>
              <Trans>Back to sign in</Trans>
            </Link>
          </p>
        </>
      )}
    </AuthPage>
  );
}
