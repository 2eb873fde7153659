import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { api } from '../../../lib/api-client';
import { FormField, type FieldInputProps } from '../../../components/form-field';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { useForm, type FieldErrors } from '../../../components/form-state';
import { MIN_PASSWORD_LENGTH } from '../../../../../common/account-rules';
import { passwordRefusal, UNREACHABLE } from './account-messages';
import { PageSection } from '../shared/page-section';

type Field = 'currentPassword' | 'newPassword' | 'confirm';

export function validatePasswordChange(values: Record<Field, string>): FieldErrors<Field> {
  return {
    currentPassword: values.currentPassword ? null : msg`Enter your current password.`,
    newPassword: !values.newPassword
      ? msg`Enter a new password.`
      : values.newPassword.length < MIN_PASSWORD_LENGTH
        ? msg`The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`
        : null,
    confirm: values.newPassword && values.confirm !== values.newPassword ? msg`The two new passwords are not the same.` : null,
  };
}

/** Change password: the current one is required; every other session is signed out. */
export function PasswordSection() {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const form = useForm<Field>({
    id: 'password',
    initial: { currentPassword: '', newPassword: '', confirm: '' },
    validate: validatePasswordChange,
    unexpectedError: UNREACHABLE,
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    const { data, error, response } = await api.POST('/api/careers/account/password', { body: { currentPassword, newPassword } });
    if (!data) {
      const refusal = passwordRefusal(error, response);
      return form.fail({ currentPassword: refusal.field }, refusal.form ?? null);
    }
    (['currentPassword', 'newPassword', 'confirm'] as const).forEach((name) => form.setValue(name, ''));
    setDone(true);
  });

  const password = (autoComplete: string) => (input: FieldInputProps, invalid: boolean) => (
    <InputText
      {...input}
      type="password"
      autoComplete={autoComplete}
      invalid={invalid}
      onChange={(event) => {
        setDone(false);
        input.onChange(event);
      }}
    />
  );

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
        <FormField field={form.field('currentPassword')} label={<Trans>Current password</Trans>} required>
          {password('current-password')}
        </FormField>
        <FormField field={form.field('newPassword')} label={<Trans>New password</Trans>} hint={<Trans>At least {MIN_PASSWORD_LENGTH} characters; a longer passphrase is stronger.</Trans>} required>
          {password('new-password')}
        </FormField>
        <FormField field={form.field('confirm')} label={<Trans>Confirm the new password</Trans>} required>
          {password('new-password')}
        </FormField>
        <p className="settings-note">
          <Trans>Changing your password signs you out on every other device.</Trans>
        </p>
        <Button type="submit" label={form.submitting ? t`Changing the password…` : t`Change password`} loading={form.submitting} disabled={form.submitting} className="settings-submit" />
      </form>
    </PageSection>
  );
}
