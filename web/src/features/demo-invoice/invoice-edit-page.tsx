import { useLocation, useParams } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { RecordRoute, RecordStates } from '../../components/record-states';
import { useToast } from '../../components/toast';
import { $api } from '../../lib/query';
import { InvoiceEditor } from './invoice-editor';
import { formOf } from './invoice-form-model';
import { refreshInvoices } from './api';
import { InvoiceCrumbs } from './invoice-crumbs';
import * as paths from '../../../../common/paths';
import '../../components/form-field.css';
import '../../components/demo-screen.css';
import './invoice.css';

function InvoiceEdit({ id }: { id: number }) {
  const { t } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const detail = $api.useQuery('get', '/api/apps/invoice/invoices/{id}', { params: { path: { id } } });
  const update = $api.useMutation('post', '/api/apps/invoice/invoices/{id}');

  return (
    <RecordStates query={detail} lines={10}>
      {({ invoice }) => (
        <InvoiceEditor
          number={id}
          initial={formOf(invoice)}
          cancelHref={paths.to(paths.demo.invoice, id)}
          save={async (input) => {
            await update.mutateAsync({ params: { path: { id } }, body: { invoice: input } });
            toast('success', t`Invoice saved`, `#${id}`);
            await refreshInvoices();
            navigate(paths.to(paths.demo.invoice, id));
          }}
        />
      )}
    </RecordStates>
  );
}

/** /apps/invoice/edit/{id}: the invoice's days, client, lines, salesperson and note, saved whole. */
function InvoiceEditPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <div className="demo-page">
      <InvoiceCrumbs previewOf={id} />
      <RecordRoute>{(invoiceId) => <InvoiceEdit id={invoiceId} />}</RecordRoute>
    </div>
  );
}

export default InvoiceEditPage;
