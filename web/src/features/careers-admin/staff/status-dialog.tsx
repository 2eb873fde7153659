import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputTextarea } from 'primereact/inputtextarea';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { FormField } from '../../../components/form-field';
import { useSummaryForm } from '../../../components/use-summary-form';
import { useToast } from '../../../components/toast';
import { apiProblem } from '../../../lib/api-errors';
import { $api } from '../../../lib/query';
import { staffChanged, STAFF_MEMBER_API } from '../api';
import { grantProblem } from './grant-form';
import type { StaffMember } from './vocabulary';

interface StatusDialogProps {
  member: StaffMember;
  visible: boolean;
  onClose: () => void;
}

/** Deactivate (an active or invited account) or reactivate (a deactivated one), with the reason the server requires. */
export function StatusDialog({ member, visible, onClose }: StatusDialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const reactivating = member.status === 'deactivated';
  const name = member.fullName;
  const form = useSummaryForm<'reason'>({
    id: 'staff-status',
    initial: { reason: '' },
    validate: ({ reason }) => ({ reason: reason.trim() ? null : msg`Give a reason.` }),
    unexpectedError: msg`We could not reach the server. Check your connection and try again.`,
  });
  const deactivate = $api.useMutation('post', `${STAFF_MEMBER_API}/deactivate`);
  const reactivate = $api.useMutation('post', `${STAFF_MEMBER_API}/reactivate`);

  const submit = form.onSubmit(async ({ reason }) => {
    try {
      const change = reactivating ? reactivate : deactivate;
      await change.mutateAsync({ params: { path: { id: member.id } }, body: { reason: reason.trim() } });
      await staffChanged();
      toast('success', reactivating ? t`Access given back` : t`Access removed`, reactivating ? t`${name} can sign in again.` : t`${name} can no longer sign in.`);
      form.setValue('reason', '');
      onClose();
    } catch (error) {
      const placed = grantProblem(apiProblem(error), ['reason'] as const);
      form.fail(placed.fields, placed.form);
    }
  });

  return (
    <ConfirmDialog
      visible={visible}
      title={reactivating ? t`Reactivate ${name}` : t`Deactivate ${name}`}
      confirmLabel={reactivating ? t`Reactivate` : t`Deactivate`}
      onCancel={onClose}
      busy={form.submitting}
      formId="staff-status-form"
    >
      <p>
        {reactivating ? (
          <Trans>They get back the access they had and can sign in with their password.</Trans>
        ) : (
          <Trans>Their sessions end at once and they can no longer sign in. The account is kept: their name stays on what they did.</Trans>
        )}
      </p>
      <FormErrorSummary form={form} id="staff-status-summary" title={<Trans>There is a problem</Trans>} />
      <form id="staff-status-form" noValidate onSubmit={submit}>
        <FormField field={form.field('reason')} label={<Trans>Reason</Trans>} required>
          {({ onChange: _input, ...input }, invalid) => (
            <InputTextarea {...input} rows={3} maxLength={500} invalid={invalid} className="staff-reason" onChange={(event) => form.setValue('reason', event.target.value)} />
          )}
        </FormField>
      </form>
    </ConfirmDialog>
  );
}
