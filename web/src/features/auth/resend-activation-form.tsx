import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/api-client';
import { AuthErrorSummary, showApiFailure, SubmitButton, useAuthForm } from './form/auth-form';
import { validateEmail } from './form/validation';
import { EmailField } from './form/email-field';
import { useFocusOnChange } from './use-focus-on-change';

/** Asks for a new activation link; the answer never says whether the address has an account. */
export function ResendActivationForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const outcomeRef = useFocusOnChange<HTMLParagraphElement>(sent);
  const form = useAuthForm<'email'>({ id: 'resend', initial: { email: initialEmail }, validate: validateEmail });

  const submit = form.onSubmit(async ({ email }) => {
    setSent(null);
    const { error, response } = await api.POST('/api/careers/resend-activation', { body: { email: email.trim() } });
    if (!response.ok) return showApiFailure(form, error, response, ['email']);
    setSent(email.trim());
  });

  return (
    <section aria-labelledby="resend-title">
      <h2 id="resend-title" className="auth-section-title">
        <Trans>Send a new activation link</Trans>
      </h2>
      <AuthErrorSummary form={form} id="resend-summary" />
      {sent ? (
        <p ref={outcomeRef} tabIndex={-1} className="auth-outcome auth-outcome--success" role="status">
          <Trans>
            If a pending account uses <strong>{sent}</strong>, a new activation link is on its way. It is valid for 48 hours.
          </Trans>
        </p>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit}>
        <EmailField field={form.field('email')} />
        <SubmitButton label={form.submitting ? t`Sending…` : t`Send a new link`} submitting={form.submitting} />
      </form>
    </section>
  );
}
