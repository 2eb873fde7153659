import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { useCheckedForm } from '../../../components/use-checked-form';
import { useToast } from '../../../components/toast';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { ADMIN_REFUSALS } from '../refusals';
import { $api } from '../../../lib/query';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { userDataAtom } from '../../../state/session';
import { retryUnanswered, staffChanged, STAFF_MEMBER_API } from '../api';
import { GRANT_FIELDS, GrantFields, grantInput, grantProblem, grantValues, type GrantField } from './grant-form';
import { Departments, LastSeen } from './staff-cells';
import { StatusDialog } from './status-dialog';
import { STAFF_FLAG_LABELS, STAFF_ROLE_LABELS, STAFF_STATE_LABELS, stateBadge, type StaffMember } from './vocabulary';
import * as paths from '../../../../../common/paths';
import '../admin-jobs.css';
import './staff.css';


/** The grant of one account, editable unless it is one's own or deactivated. */
function GrantForm({ member, locked }: { member: StaffMember; locked: boolean }) {
  const { t } = useLingui();
  const toast = useToast();
  const form = useCheckedForm<Record<GrantField, string>>({
    id: 'grant',
    fields: GRANT_FIELDS,
    defaultValues: grantValues(member),
    validate: () => ({}),
    unexpectedError: msg`We could not reach the server. Check your connection and try again.`,
  });
  const update = $api.useMutation('patch', STAFF_MEMBER_API);
  const name = member.fullName;
  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ params: { path: { id: member.id } }, body: grantInput(values) });
      await staffChanged();
      toast('success', t`Access saved`, t`${name} is told by e-mail when their access changes.`);
    } catch (error) {
      const placed = grantProblem(apiProblem(error), GRANT_FIELDS);
      form.fail(placed.fields, placed.form);
    }
  });
  return (
    <section className="demo-card" aria-labelledby="grant-title">
      <h2 id="grant-title">
        <Trans>Access</Trans>
      </h2>
      <FormErrorSummary form={form} id="grant-summary" title={<Trans>There is a problem</Trans>} />
      <form noValidate onSubmit={submit} className="admin-form">
        <fieldset disabled={locked || form.submitting} className="admin-form__body">
          <GrantFields form={form} />
        </fieldset>
        {locked ? null : (
          <div className="admin-form__actions">
            <BusyButton type="submit" label={t`Save access`} className="form-action" busy={form.submitting} />
          </div>
        )}
      </form>
    </section>
  );
}

/** An invited account's new link (the old one stops working), in the language it was invited in. */
function ReinviteButton({ member }: { member: StaffMember }) {
  const { t } = useLingui();
  const toast = useToast();
  const invite = $api.useMutation('post', '/api/careers/admin/staff/invitations');
  const address = member.email;
  const send = async () => {
    try {
      await invite.mutateAsync({
        body: {
          email: member.email,
          fullName: member.fullName,
          systemRole: member.systemRole,
          departments: member.departments as never,
          flags: member.flags,
          jobTitle: member.jobTitle,
          locale: member.locale as 'en',
        },
      });
      await staffChanged();
      toast('success', t`Invitation sent`, t`An invitation was e-mailed to ${address}. The link is valid for 7 days.`);
    } catch (error) {
      toast('error', t`The invitation was not sent`, problemText(apiProblem(error), ADMIN_REFUSALS));
    }
  };
  return <BusyButton type="button" outlined label={t`Send a new invitation`} busy={invite.isPending} onClick={() => void send()} />;
}

/** /careers/admin/staff/:id: one staff account, its access (edit), and deactivation or reactivation with a reason. */
function StaffMemberPage() {
  const { i18n } = useLingui();
  const id = Number(useParams<{ id: string }>().id);
  const me = useAtomValue(userDataAtom);
  const [dialog, setDialog] = useState(false);
  const query = $api.useQuery('get', STAFF_MEMBER_API, { params: { path: { id } } }, { enabled: Number.isInteger(id) && id > 0, retry: retryUnanswered });
  const member = query.data;
  // Reached from a button or a link that is gone (the invitation sent, the list): the name takes the focus.
  const heading = useFocusWhen<HTMLHeadingElement>(member?.id);
  const back = (
    <p className="admin-back">
      <Link href={paths.careers.adminStaff}>
        <Trans>Back to the staff</Trans>
      </Link>
    </p>
  );
  if (query.isError || !(Number.isInteger(id) && id > 0)) {
    return (
      <section className="admin-job-form" aria-labelledby="staff-member-title">
        {back}
        <h1 id="staff-member-title">
          <Trans>Staff account not found</Trans>
        </h1>
      </section>
    );
  }
  if (!member) return <div className="page-loading" aria-busy="true" />;
  const own = me?.id === member.id;
  const deactivated = member.status === 'deactivated';
  const flags = member.flags.map((flag) => i18n._(STAFF_FLAG_LABELS[flag]));
  return (
    <section className="admin-job-form staff-member" aria-labelledby="staff-member-title">
      {back}
      <h1 id="staff-member-title" tabIndex={-1} ref={heading}>
        {deactivated ? <s>{member.fullName}</s> : member.fullName}
      </h1>
      <dl className="staff-details">
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <span className={stateBadge(member.status)}>{i18n._(STAFF_STATE_LABELS[member.status])}</span>
        </dd>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{member.email}</dd>
        <dt>
          <Trans>Role</Trans>
        </dt>
        <dd>{i18n._(STAFF_ROLE_LABELS[member.systemRole])}</dd>
        <dt>
          <Trans>Departments</Trans>
        </dt>
        <dd>
          <Departments departments={member.departments} />
        </dd>
        <dt>
          <Trans>Permissions for sensitive data</Trans>
        </dt>
        <dd>{flags.length ? new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(flags) : <Trans>None</Trans>}</dd>
        <dt>
          <Trans>Last seen</Trans>
        </dt>
        <dd>
          <LastSeen iso={member.lastSeenAt} />
        </dd>
        {deactivated ? (
          <>
            <dt>
              <Trans>Reason for deactivation</Trans>
            </dt>
            <dd>{member.deactivationReason}</dd>
          </>
        ) : null}
      </dl>
      {own ? (
        <p className="admin-notice" role="note">
          <Trans>This is your own account: another administrator changes your access.</Trans>
        </p>
      ) : deactivated ? (
        <p className="admin-notice" role="note">
          <Trans>Reactivate this account to change its access.</Trans>
        </p>
      ) : null}
      <GrantForm key={`${member.id}-${member.systemRole}-${member.flags.join()}-${member.departments?.join() ?? ''}`} member={member} locked={own || deactivated} />
      {own ? null : (
        <div className="staff-actions">
          {member.status === 'invited' ? <ReinviteButton member={member} /> : null}
          <Button type="button" severity={deactivated ? undefined : 'danger'} outlined label={deactivated ? i18n._(msg`Reactivate…`) : i18n._(msg`Deactivate…`)} onClick={() => setDialog(true)} />
        </div>
      )}
      <StatusDialog member={member} visible={dialog} onClose={() => setDialog(false)} />
    </section>
  );
}

export default StaffMemberPage;
