import { useEffect } from 'react';
import { set, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { InputText } from 'primereact/inputtext';
import { LabelledField } from '../../components/labelled-field';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { localDay } from '../../lib/dates';
import { $api } from '../../lib/query';
import { validateWithSchema } from '../../lib/typebox-resolver';
import { centsToDecimal, formatMoney, parseCents } from '../../../../common/money';
import { PaymentInputFields, type PaymentInput, type PaymentMethod } from '../../../../common/demo-invoice';
import { refreshInvoices } from './api';
import { InvoicePanel } from './invoice-panel';
import { METHOD_LABELS, PAYMENT_METHODS, type DemoInvoiceFull } from './vocabulary';

interface PaymentForm {
  amount: string;
  date: string;
  method: PaymentMethod;
  note: string;
}

/** The payment the form describes (amount in exact cents), checked with the API's rules and against the balance. */
function checkPayment(form: PaymentForm, balance: number, issuedDate: string): { payment: PaymentInput; problems: Record<string, string> } {
  const amount = parseCents(form.amount);
  const payment: PaymentInput = { ...form, amount: amount ?? 0 };
  const problems: Record<string, string> = {};
  if (amount === null || amount === 0) problems.amount = i18n._(msg`Enter an amount above zero, such as 12.50.`);
  else if (amount > balance) problems.amount = i18n._(msg`The payment cannot be more than the balance.`);
  for (const [name, error] of Object.entries(validateWithSchema(PaymentInputFields, payment))) problems[name] ??= error.message;
  if (!problems.date && form.date < issuedDate) problems.date = i18n._(msg`The payment cannot be dated before the invoice was issued.`);
  return { payment, problems };
}

const OWN_MESSAGES = {
  overpayment: msg`The payment cannot be more than the balance.`,
  payment_before_issued: msg`The payment cannot be dated before the invoice was issued.`,
};

/** Add a payment: the balance and the status (Partial payment, Paid) follow on the server. */
export function PaymentPanel({ invoice, visible, onHide }: { invoice: DemoInvoiceFull; visible: boolean; onHide: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const pay = $api.useMutation('post', '/api/apps/invoice/invoices/{id}/payments');
  const resolver: Resolver<PaymentForm> = async (values) => {
    const { problems } = checkPayment(values, invoice.balance, invoice.issuedDate);
    if (Object.keys(problems).length === 0) return { values, errors: {} };
    const errors: FieldErrors<PaymentForm> = {};
    for (const [name, message] of Object.entries(problems)) set(errors, name, { type: 'validate', message });
    return { values: {}, errors };
  };
  const defaults: PaymentForm = { amount: centsToDecimal(invoice.balance), date: localDay(), method: 'Bank Transfer', note: '' };
  const { register, handleSubmit, formState, reset, setError } = useForm<PaymentForm>({ resolver, defaultValues: defaults });
  const errors = formState.errors;
  useEffect(() => {
    if (visible) reset(defaults);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is reset to the balance when the panel opens, not while it is being filled in
  }, [visible]);

  const submit = handleSubmit(async (form) => {
    const { payment } = checkPayment(form, invoice.balance, invoice.issuedDate);
    try {
      await pay.mutateAsync({ params: { path: { id: invoice.id } }, body: { payment } });
      toast('success', t`Payment recorded`, formatMoney(payment.amount, i18n.locale, invoice.currency));
      await refreshInvoices();
      onHide();
    } catch (error) {
      const problem = apiProblem(error);
      const field = problem.field?.replace(/^payment\./, '');
      if (field === 'amount' || field === 'date') setError(field, { message: problemText(problem, OWN_MESSAGES) }, { shouldFocus: true });
      else toast('error', t`The payment could not be recorded`, problemText(problem, OWN_MESSAGES));
      if (problem.code === 'overpayment') await refreshInvoices();
    }
  });

  const balance = formatMoney(invoice.balance, i18n.locale, invoice.currency);
  return (
    <InvoicePanel title={t`Add payment`} visible={visible} onHide={onHide} onSubmit={(e) => void submit(e)} submitLabel={t`Record payment`} submitting={formState.isSubmitting}>
      <p className="invoice-panel-balance">
        <Trans>Balance: {balance}</Trans>
      </p>
      <LabelledField label={t`Amount`} error={errors.amount?.message} hint={t`In ${invoice.currency}, such as 125.50`} required>
        {(a11y) => <InputText {...a11y} {...register('amount')} inputMode="decimal" autoComplete="off" />}
      </LabelledField>
      <LabelledField label={t`Payment date`} error={errors.date?.message} required>
        {(a11y) => <InputText {...a11y} {...register('date')} type="date" />}
      </LabelledField>
      <LabelledField label={t`Payment method`} error={errors.method?.message} required>
        {(a11y) => (
          <select {...a11y} {...register('method')} className="p-inputtext demo-select">
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {i18n._(METHOD_LABELS[method])}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={t`Internal note`} error={errors.note?.message}>
        {(a11y) => <InputText {...a11y} {...register('note')} />}
      </LabelledField>
    </InvoicePanel>
  );
}
