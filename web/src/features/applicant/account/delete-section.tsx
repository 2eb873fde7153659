import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { api } from '../../../lib/api-client';
import { signOut } from '../../../lib/session';
import { userDataAtom } from '../../../state/session';
import { useToast } from '../../../components/toast';
import { schemaErrors } from '../../../lib/typebox-resolver';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { useCheckedForm } from '../../../components/use-checked-form';
import { DeleteAccountRulesSchema } from '../../../../../common/account-rules';
import { PageSection } from '../shared/page-section';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { AppIcon } from '../shared/icons';
import { passwordError, passwordRefusal, UNREACHABLE } from './account-messages';
import { PasswordField } from './password-field';
import * as paths from '../../../../../common/paths';

/** What the dialog says is removed: what the server's deleteAccount does. */
function WhatIsRemoved() {
  return (
    <>
      <p>
        <Trans>Deleting your account removes, for good:</Trans>
      </p>
      <ul className="delete-list">
        <li>
          <Trans>your applicant details (personal details, registration, education, employment, referees and statement);</Trans>
        </li>
        <li>
          <Trans>every document you uploaded, with its file;</Trans>
        </li>
        <li>
          <Trans>the personal data in your applications;</Trans>
        </li>
        <li>
          <Trans>your language and notification preferences;</Trans>
        </li>
        <li>
          <Trans>your name, e-mail address, username and password.</Trans>
        </li>
      </ul>
      <p>
        <Trans>You are signed out everywhere and nobody can sign in to this account again. This cannot be undone.</Trans>
      </p>
    </>
  );
}

/** Delete my account, confirmed with the password in a dialog; then signed out and sent to /careers. */
export function DeleteSection() {
  const { t } = useLingui();
  const user = useAtomValue(userDataAtom);
  const [, navigate] = useLocation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const form = useCheckedForm({
    id: 'delete-account',
    fields: ['password'],
    defaultValues: { password: '' },
    validate: (values) => ({ password: passwordError(schemaErrors(DeleteAccountRulesSchema, values).get('password'), msg`Enter your password to confirm.`) }),
    unexpectedError: UNREACHABLE,
  });

  const submit = form.onSubmit(async ({ password }) => {
    const { error, response } = await api.DELETE('/api/careers/account', { body: { password } });
    if (!response.ok) {
      const refusal = passwordRefusal(error, response);
      return form.fail({ password: refusal.field }, refusal.form ?? null);
    }
    setOpen(false);
    await signOut();
    toast('success', t`Your account has been deleted.`, t`Thank you for your interest in working with us.`);
    navigate(paths.careers.home, { replace: true });
  });

  if (user?.role === 'admin') {
    return (
      <PageSection id="delete-account" title={<Trans>Delete my account</Trans>}>
        <p>
          <Trans>Administrator accounts cannot be deleted from the account settings.</Trans>
        </p>
      </PageSection>
    );
  }

  return (
    <PageSection id="delete-account" title={<Trans>Delete my account</Trans>} intro={<Trans>If you no longer want an account, you can delete it and everything in it.</Trans>}>
      <Button type="button" severity="danger" outlined icon={<AppIcon name="trash" />} label={t`Delete my account`} onClick={() => setOpen(true)} />
      <ConfirmDialog
        visible={open}
        title={t`Delete your account?`}
        confirmLabel={form.submitting ? t`Deleting…` : t`Delete my account for good`}
        busy={form.submitting}
        formId="delete-account-form"
        onCancel={() => {
          setOpen(false);
          form.form.setValue('password', '');
        }}
      >
        <WhatIsRemoved />
        <FormErrorSummary form={form} id="delete-account-summary" title={<Trans>There is a problem</Trans>} />
        <form id="delete-account-form" noValidate onSubmit={submit} className="settings-form">
          <PasswordField form={form} name="password" label={<Trans>Your password</Trans>} hint={<Trans>To confirm that it is you.</Trans>} autoComplete="current-password" />
        </form>
      </ConfirmDialog>
    </PageSection>
  );
}
