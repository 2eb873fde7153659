import { Link, useLocation } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { FormErrorSummary } from '../../../components/form-error-summary';
import type { FieldErrors } from '../../../components/form-state';
import { useCheckedForm } from '../../../components/use-checked-form';
import { useToast } from '../../../components/toast';
import { apiProblem } from '../../../lib/api-errors';
import { $api } from '../../../lib/query';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { EMAIL_PATTERN } from '../../../../../common/account-rules';
import type { LOCALES } from '../../../../../common/locales';
import { staffChanged, STAFF_API } from '../api';
import { SelectField, TextField } from '../job-form-fields';
import { GrantFields, grantInput, grantProblem, grantValues, type GrantField } from './grant-form';
import * as paths from '../../../../../common/paths';
import '../admin-jobs.css';
import './staff.css';

type InviteField = GrantField | 'email' | 'fullName' | 'locale';
const FIELDS: InviteField[] = ['email', 'fullName', 'locale', 'systemRole', 'departments', 'flags', 'jobTitle'];

/** The languages an invitation can be written in, each in its own name. */
const LANGUAGE_LABELS = {
  en: msg`English`,
  fr: msg`French`,
  de: msg`German`,
  pt: msg`Portuguese`,
} satisfies Record<(typeof LOCALES)[number], ReturnType<typeof msg>>;

function validate(values: Record<InviteField, string>): FieldErrors<InviteField> {
  return {
    email: !values.email.trim() ? msg`Enter the e-mail address.` : !EMAIL_PATTERN.test(values.email.trim()) ? msg`Enter a valid e-mail address.` : null,
    fullName: values.fullName.trim() ? null : msg`Enter the full name.`,
  };
}

/** /careers/admin/staff/invite: a new staff account, invited by e-mail (a link valid 7 days) in their language. */
function InvitePage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const form = useCheckedForm<Record<InviteField, string>>({
    id: 'invite',
    fields: FIELDS,
    defaultValues: { email: '', fullName: '', locale: i18n.locale in LANGUAGE_LABELS ? i18n.locale : 'en', ...grantValues(null) },
    validate,
    unexpectedError: msg`We could not reach the server. Check your connection and try again.`,
  });
  const invite = $api.useMutation('post', `${STAFF_API}/invitations`);
  // Reached from a link that is gone (the staff list's "Invite"): the heading takes the focus, Tab goes on into the form.
  const heading = useFocusWhen<HTMLHeadingElement>(true);

  const submit = form.onSubmit(async (values) => {
    try {
      const member = await invite.mutateAsync({
        body: { email: values.email.trim(), fullName: values.fullName.trim(), locale: values.locale as (typeof LOCALES)[number], ...grantInput(values) },
      });
      await staffChanged();
      const address = member.email;
      toast('success', t`Invitation sent`, t`An invitation was e-mailed to ${address}. The link is valid for 7 days.`);
      navigate(paths.to(paths.careers.adminStaffMember, member.id));
    } catch (error) {
      const placed = grantProblem(apiProblem(error), FIELDS);
      form.fail(placed.fields, placed.form);
    }
  });

  return (
    <section className="admin-job-form" aria-labelledby="invite-title">
      <p className="admin-back">
        <Link href={paths.careers.adminStaff}>
          <Trans>Back to the staff</Trans>
        </Link>
      </p>
      <h1 id="invite-title" tabIndex={-1} ref={heading}>
        <Trans>Invite a member of staff</Trans>
      </h1>
      <p className="admin-job-form__hint">
        <Trans>They receive an e-mail with a link to choose their password. The link is valid for 7 days and can be used once.</Trans>
      </p>
      <FormErrorSummary form={form} id="invite-summary" title={<Trans>There is a problem</Trans>} />
      <form noValidate onSubmit={submit} className="admin-form">
        <fieldset disabled={form.submitting} className="admin-form__body">
          <div className="admin-form__grid field-grid">
            <TextField form={form} name="email" type="email" label={<Trans>E-mail address</Trans>} required maxLength={254} />
            <TextField form={form} name="fullName" label={<Trans>Full name</Trans>} required maxLength={120} />
            <SelectField form={form} name="locale" label={<Trans>Language of the invitation</Trans>} options={LANGUAGE_LABELS} placeholder={false} />
          </div>
          <GrantFields form={form} />
        </fieldset>
        <div className="admin-form__actions">
          <BusyButton type="submit" label={t`Send the invitation`} className="form-action" busy={form.submitting} />
          <Link href={paths.careers.adminStaff} className="admin-cancel">
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </form>
    </section>
  );
}

export default InvitePage;
