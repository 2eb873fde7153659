import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { FormField } from '../../components/form-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import type { MessageDescriptor } from '@lingui/core';
import { useSummaryForm } from '../../components/use-summary-form';
import { EmailRulesSchema } from '../../../../common/account-rules';
import { refusedFields, type Refusal } from '../../../../common/rule-check';
import { CareersHomeAction, MessagePage } from './message-page';

const EMAIL_WORDS: Record<Refusal, MessageDescriptor> = { missing: msg`Please enter your email.`, invalid: msg`Please enter a valid email.` };

function checkEmail(value: string) {
  const why = refusedFields(EmailRulesSchema, { email: value.trim() }).email;
  return why ? EMAIL_WORDS[why] : null;
}

/** /pages/miscellaneous/coming-soon: the notify-me field only checks the address; nothing is sent or stored. */
export default function ComingSoon() {
  const { t } = useLingui();
  const [confirmed, setConfirmed] = useState(false);
  const form = useSummaryForm<'email'>({
    id: 'notify',
    initial: { email: '' },
    validate: (v) => ({ email: checkEmail(v.email) }),
    unexpectedError: msg`Something went wrong. Please try again.`,
  });
  const submit = form.onSubmit(() => setConfirmed(true));

  return (
    <MessagePage
      title={<Trans>Coming soon</Trans>}
      actions={
        <CareersHomeAction />
      }
    >
      <p>
        <Trans>We are preparing a new part of the careers portal. Come back soon.</Trans>
      </p>
      {confirmed ? (
        <p role="status" className="access-note">
          <Trans>Thank you. Your address looks right, but this is a preview page: it is not stored and no e-mail will be sent.</Trans>
        </p>
      ) : (
        <form className="misc-form" noValidate onSubmit={submit}>
          <FormErrorSummary form={form} id="notify-summary" title={<Trans>There is a problem</Trans>} />
          <FormField
            field={form.field('email')}
            label={<Trans>Email</Trans>}
            hint={<Trans>Preview only: we check the address but do not store it or send anything.</Trans>}
            required
          >
            {(input, invalid) => <InputText {...input} type="email" autoComplete="email" invalid={invalid} />}
          </FormField>
          <Button type="submit" label={t`Notify me`} className="form-action" />
        </form>
      )}
    </MessagePage>
  );
}
