import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { api } from '../../../lib/api-client';
import { schemaErrors } from '../../../lib/typebox-resolver';
import { FormErrorSummary } from '../../../components/form-error-summary';
import type { FieldErrors } from '../../../components/form-state';
import { useCheckedForm } from '../../../components/use-checked-form';
import { ChangePasswordRulesSchema, MIN_PASSWORD_LENGTH } from '../../../../../common/account-rules';
import { passwordError, passwordRefusal, UNREACHABLE } from './account-messages';
import { PasswordField } from './password-field';
import { PageSection } from '../shared/page-section';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };

/** The rules of the request (common/account-rules.ts), and the new password typed twice the same. */
export function validatePasswordChange(values: Values): FieldErrors<Field> {
  const found = schemaErrors(ChangePasswordRulesSchema, values);
  return {
    currentPassword: passwordError(found.get('currentPassword'), msg`Enter your current password.`),
    newPassword: passwordError(found.get('newPassword'), msg`Enter a new password.`, msg`The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
    confirm: values.newPassword && values.confirm !== values.newPassword ? msg`The two new passwords are not the same.` : null,
  };
}

/** Change password: the current one is required; every other session is signed out. */
export function PasswordSection() {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const form = useCheckedForm({ id: 'password', fields: FIELDS, defaultValues: EMPTY, validate: validatePasswordChange, unexpectedError: UNREACHABLE });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    const { data, error, response } = await api.POST('/api/careers/account/password', { body: { currentPassword, newPassword } });
    if (!data) {
      const refusal = passwordRefusal(error, response);
      return form.fail({ currentPassword: refusal.field }, refusal.form ?? null);
    }
    form.form.reset(EMPTY);
    setDone(true);
  });
  const typed = () => setDone(false);

  return (
    <PageSection id="password" title={<Trans>Password</Trans>}>
      <FormErrorSummary form={form} id="password-summary" title={<Trans>There is a problem</Trans>} />
      <div role="status">
        {done ? (
          <p className="settings-success">
            <Trans>Your password has been changed. Your other sessions have been signed out.</Trans>
          </p>
        ) : null}
      </div>
      <form className="settings-form" noValidate onSubmit={submit}>
        <PasswordField form={form} name="currentPassword" label={<Trans>Current password</Trans>} autoComplete="current-password" onType={typed} />
        <PasswordField
          form={form}
          name="newPassword"
          label={<Trans>New password</Trans>}
          hint={<Trans>At least {MIN_PASSWORD_LENGTH} characters; a longer passphrase is stronger.</Trans>}
          autoComplete="new-password"
          onType={typed}
        />
        <PasswordField form={form} name="confirm" label={<Trans>Confirm the new password</Trans>} autoComplete="new-password" onType={typed} />
        <p className="settings-note">
          <Trans>Changing your password signs you out on every other device.</Trans>
        </p>
        <BusyButton type="submit" label={form.submitting ? t`Changing the password…` : t`Change password`} busy={form.submitting} disabled={form.submitting} className="settings-submit" />
      </form>
    </PageSection>
  );
}
