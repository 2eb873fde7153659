import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { LabelledField } from '../../components/labelled-field';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { SendInputFields, type SendInput } from '../../../../common/demo-invoice';
import { refreshInvoices } from './api';
import { InvoicePanel } from './invoice-panel';
import type { DemoInvoiceFull } from './vocabulary';

interface SendPanelProps {
  invoice: DemoInvoiceFull;
  visible: boolean;
  onHide: () => void;
}

/** Send the invoice: the recipient, subject and message are recorded on it (status Sent, a history entry); no e-mail leaves the demo. */
export function SendPanel({ invoice, visible, onHide }: SendPanelProps) {
  const { t } = useLingui();
  const toast = useToast();
  const send = $api.useMutation('post', '/api/apps/invoice/invoices/{id}/send');
  const number = invoice.id;
  const name = invoice.client.name;
  const defaults: SendInput = {
    to: invoice.client.companyEmail,
    subject: t`Invoice #${number}`,
    message: t`Dear ${name},\n\nPlease find invoice #${number} attached. Thank you for your business.`,
  };
  const { register, handleSubmit, formState, reset } = useForm<SendInput>({ resolver: typeboxResolver(SendInputFields), defaultValues: defaults });
  const errors = formState.errors;
  useEffect(() => {
    if (visible) reset(defaults);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is reset to the invoice when the panel opens, not while it is being filled in
  }, [visible]);

  const submit = handleSubmit(async (email) => {
    try {
      await send.mutateAsync({ params: { path: { id: invoice.id } }, body: { email } });
      const to = email.to;
      toast('success', t`Invoice sent`, t`The sending to ${to} is recorded on the invoice.`);
      await refreshInvoices();
      onHide();
    } catch (error) {
      toast('error', t`The invoice could not be sent`, problemText(apiProblem(error)));
    }
  });

  return (
    <InvoicePanel title={t`Send invoice`} visible={visible} onHide={onHide} onSubmit={(e) => void submit(e)} submitLabel={t`Send`} submitting={formState.isSubmitting}>
      <p className="invoice-demo-note">
        <Trans>Demo: the sending is recorded on the invoice; no e-mail is sent.</Trans>
      </p>
      <LabelledField label={t`To`} error={errors.to?.message} required>
        {(a11y) => <InputText {...a11y} {...register('to')} type="email" />}
      </LabelledField>
      <LabelledField label={t`Subject`} error={errors.subject?.message} required>
        {(a11y) => <InputText {...a11y} {...register('subject')} />}
      </LabelledField>
      <LabelledField label={t`Message`} error={errors.message?.message}>
        {(a11y) => <InputTextarea {...a11y} {...register('message')} rows={7} />}
      </LabelledField>
    </InvoicePanel>
  );
}
