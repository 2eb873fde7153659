import { useState } from 'react';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../components/toast';
import { localDay } from '../../lib/dates';
import { $api } from '../../lib/query';
import { InvoiceEditor } from './invoice-editor';
import { newInvoiceForm } from './invoice-form-model';
import { refreshInvoices } from './api';
import { InvoiceCrumbs } from './invoice-crumbs';
import * as paths from '../../../../common/paths';
import '../../components/form-field.css';
import '../../components/demo-screen.css';
import './invoice.css';

/** /apps/invoice/add: a new invoice (Draft), due in 30 days unless changed. */
function InvoiceAddPage() {
  const { t } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const create = $api.useMutation('post', '/api/apps/invoice/invoices');
  const [initial] = useState(() => newInvoiceForm(localDay(), localDay(30)));

  return (
    <div className="demo-page">
      <InvoiceCrumbs />
      <InvoiceEditor
        initial={initial}
        cancelHref={paths.demo.invoices}
        save={async (input) => {
          const { invoice } = await create.mutateAsync({ body: { invoice: input } });
          const number = invoice.id;
          toast('success', t`Invoice saved`, t`Invoice #${number} is a draft.`);
          await refreshInvoices();
          navigate(paths.to(paths.demo.invoice, number));
        }}
      />
    </div>
  );
}

export default InvoiceAddPage;
