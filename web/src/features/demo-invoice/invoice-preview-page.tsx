import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { Copy, Pencil, Printer, Send, Trash2, Wallet } from 'lucide-react';
import { Icon } from '../../components/icon';
import { RecordRoute, RecordStates } from '../../components/record-states';
import { $api } from '../../lib/query';
import { InvoiceDocument } from './invoice-document';
import { InvoiceHistory } from './invoice-history';
import { PaymentPanel } from './payment-panel';
import { SendPanel } from './send-panel';
import { useInvoiceActions } from './use-invoice-actions';
import { InvoiceCrumbs } from './invoice-crumbs';
import * as paths from '../../../../common/paths';
import '../../components/form-field.css';
import '../../components/demo-screen.css';
import './invoice.css';

type Panel = 'send' | 'payment' | null;

function InvoicePreview({ id }: { id: number }) {
  const { t } = useLingui();
  const [path, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const detail = $api.useQuery('get', '/api/apps/invoice/invoices/{id}', { params: { path: { id } } });
  const [panel, setPanel] = useState<Panel>(search.get('send') === '1' ? 'send' : null);
  const actions = useInvoiceActions(() => navigate(paths.demo.invoices));
  const wantsPrint = search.get('print') === '1';
  const loaded = detail.data !== undefined;

  // The list's Print and Send open this page with ?print=1 or ?send=1; the address is then tidied.
  useEffect(() => {
    if (!loaded || (!wantsPrint && search.get('send') !== '1')) return;
    navigate(path, { replace: true });
    if (wantsPrint) window.print();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the invoice has loaded: tidying the address must not print again
  }, [loaded]);

  const number = id;

  return (
    <RecordStates query={detail} lines={10}>
      {({ invoice, paymentDetails }) => (
        <div className="invoice-preview">
          <InvoiceDocument invoice={invoice} details={paymentDetails} />
          <aside className="invoice-side" aria-label={t`Invoice actions`}>
            <div className="demo-card invoice-side__block invoice-side__actions">
              <Button type="button" className="form-action" onClick={() => setPanel('send')}>
                <Icon icon={Send} size={18} />
                <span>
                  <Trans>Send invoice</Trans>
                </span>
              </Button>
              <Button type="button" outlined onClick={() => window.print()}>
                <Icon icon={Printer} size={18} />
                <span>
                  <Trans>Print</Trans>
                </span>
              </Button>
              <Link href={paths.to(paths.demo.invoiceEdit, number)} className="p-button p-button-outlined demo-link-button">
                <Icon icon={Pencil} size={18} />
                <span>
                  <Trans>Edit</Trans>
                </span>
              </Link>
              <Button type="button" outlined onClick={() => actions.duplicate(number)} disabled={actions.duplicating}>
                <Icon icon={Copy} size={18} />
                <span>
                  <Trans>Duplicate</Trans>
                </span>
              </Button>
              <Button type="button" className="form-action" onClick={() => setPanel('payment')} disabled={invoice.balance === 0}>
                <Icon icon={Wallet} size={18} />
                <span>
                  <Trans>Add payment</Trans>
                </span>
              </Button>
              <Button type="button" outlined severity="danger" onClick={() => actions.askDelete(number)} className="invoice-delete">
                <Icon icon={Trash2} size={18} />
                <span>
                  <Trans>Delete</Trans>
                </span>
              </Button>
            </div>
            <InvoiceHistory invoice={invoice} />
          </aside>
          <SendPanel invoice={invoice} visible={panel === 'send'} onHide={() => setPanel(null)} />
          <PaymentPanel invoice={invoice} visible={panel === 'payment'} onHide={() => setPanel(null)} />
          {actions.dialog}
        </div>
      )}
    </RecordStates>
  );
}

/** /apps/invoice/preview/{id}: the invoice as printed, with send, print, edit, duplicate, payment and delete. */
function InvoicePreviewPage() {
  return (
    <div className="demo-page">
      <InvoiceCrumbs />
      <RecordRoute>{(invoiceId) => <InvoicePreview id={invoiceId} />}</RecordRoute>
    </div>
  );
}

export default InvoicePreviewPage;
