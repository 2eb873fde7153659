import { useId } from 'react';
import { Link } from 'wouter';
import { useForm, type Path } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { BusyButton } from '../../components/busy-button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { LabelledField } from '../../components/labelled-field';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import type { InvoiceClient, InvoiceInput } from '../../../../common/demo-invoice';
import { checkInvoiceForm, invoiceResolver, type InvoiceForm } from './invoice-form-model';
import { LineRepeater } from './line-repeater';
import { LiveTotals } from './live-totals';

const OWN_MESSAGES = {
  due_before_issued: msg`The due date cannot be before the issue date.`,
  total_below_paid: msg`The new total is less than the payments already recorded.`,
};

type ClientField = keyof InvoiceClient;

interface InvoiceEditorProps {
  /** The invoice number, once it has one. */
  number?: number;
  initial: InvoiceForm;
  /** Saves the input; throws the API's refusal. */
  save: (input: InvoiceInput) => Promise<void>;
  cancelHref: string;
}

/** The invoice form of the add and edit pages: days, client (pick or type), lines with live totals, salesperson, note. */
export function InvoiceEditor({ number, initial, save, cancelHref }: InvoiceEditorProps) {
  const { t } = useLingui();
  const toast = useToast();
  const clientsId = useId();
  const clients = $api.useQuery('get', '/api/apps/invoice/clients');
  const { control, register, handleSubmit, formState, setError, setValue } = useForm<InvoiceForm>({ resolver: invoiceResolver, defaultValues: initial });
  const errors = formState.errors;

  const submit = handleSubmit(async (form) => {
    try {
      await save(checkInvoiceForm(form).input);
    } catch (error) {
      const problem = apiProblem(error);
      const field = problem.field?.replace(/^invoice\./, '').replace(/BasisPoints$/, '');
      const message = problemText(problem, OWN_MESSAGES);
      if (field && field !== 'lines' && problem.status === 400) setError(field as Path<InvoiceForm>, { message }, { shouldFocus: true });
      else toast('error', t`The invoice could not be saved`, message);
    }
  });

  const pickClient = (index: string) => {
    const client = clients.data?.[Number(index)];
    if (client) setValue('client', { ...client }, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const clientField = (name: ClientField, label: string, required = false, type = 'text') => (
    <LabelledField label={label} error={errors.client?.[name]?.message} required={required}>
      {(a11y) => <InputText {...a11y} {...register(`client.${name}`)} type={type} />}
    </LabelledField>
  );

  return (
    <form className="invoice-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="invoice-editor-title">
      <section className="demo-card invoice-editor__head">
        <h1 id="invoice-editor-title">{number ? <Trans>Edit invoice #{number}</Trans> : <Trans>New invoice</Trans>}</h1>
        {number ? null : (
          <p className="demo-muted">
            <Trans>The invoice gets its number when it is saved.</Trans>
          </p>
        )}
        <div className="demo-form__grid">
          <LabelledField label={t`Date issued`} error={errors.issuedDate?.message} required>
            {(a11y) => <InputText {...a11y} {...register('issuedDate')} type="date" />}
          </LabelledField>
          <LabelledField label={t`Due date`} error={errors.dueDate?.message} required>
            {(a11y) => <InputText {...a11y} {...register('dueDate')} type="date" />}
          </LabelledField>
        </div>
      </section>

      <section className="demo-card" aria-labelledby="client-title">
        <h2 id="client-title">
          <Trans>Client</Trans>
        </h2>
        <div className="form-field invoice-editor__pick">
          <label htmlFor={clientsId} className="form-field__label">
            <Trans>Choose a client</Trans>
          </label>
          <p id={`${clientsId}-hint`} className="form-field__hint">
            <Trans>Or type a new client in the fields below.</Trans>
          </p>
          <select id={clientsId} aria-describedby={`${clientsId}-hint`} className="p-inputtext demo-select" value="" onChange={(e) => pickClient(e.target.value)}>
            <option value="">{t`Saved clients…`}</option>
            {(clients.data ?? []).map((client, index) => (
              <option key={`${client.companyEmail}-${index}`} value={index}>
                {client.company ? `${client.name} (${client.company})` : client.name}
              </option>
            ))}
          </select>
        </div>
        <div className="demo-form__grid">
          {clientField('name', t`Name`, true)}
          {clientField('companyEmail', t`E-mail`, true, 'email')}
          {clientField('company', t`Company`)}
          {clientField('address', t`Address`)}
          {clientField('country', t`Country`)}
          {clientField('contact', t`Contact`, false, 'tel')}
        </div>
      </section>

      <LineRepeater control={control} register={register} errors={errors} />

      <section className="demo-card invoice-editor__foot" aria-labelledby="invoice-more-title">
        <h2 id="invoice-more-title" className="visually-hidden">
          <Trans>Salesperson, note and totals</Trans>
        </h2>
        <div className="demo-form">
          <LabelledField label={t`Salesperson`} error={errors.salesperson?.message}>
            {(a11y) => <InputText {...a11y} {...register('salesperson')} />}
          </LabelledField>
          <LabelledField label={t`Note`} error={errors.note?.message}>
            {(a11y) => <InputTextarea {...a11y} {...register('note')} rows={3} autoResize />}
          </LabelledField>
        </div>
        <LiveTotals control={control} />
      </section>

      <div className="demo-form__actions">
        <BusyButton type="submit" label={number ? t`Save changes` : t`Save invoice`} busy={formState.isSubmitting} className="form-action" />
        <Link href={cancelHref} className="p-button p-button-outlined demo-link-button">
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}
