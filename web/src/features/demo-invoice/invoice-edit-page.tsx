import { Link, Redirect, useLocation, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { useToast } from '../../components/toast';
import { $api, withQueryClient } from '../../lib/query';
import { idFromPath, isNotFound } from '../../lib/record-route';
import { InvoiceEditor } from './invoice-editor';
import { formOf } from './invoice-form-model';
import { refreshInvoices } from './queries';
import '../../components/form-field.css';
import './invoice.css';

function InvoiceEdit({ id }: { id: number }) {
  const { t } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const detail = $api.useQuery('get', '/api/apps/invoice/invoices/{id}', { params: { path: { id } } });
  const update = $api.useMutation('post', '/api/apps/invoice/invoices/{id}');

  if (isNotFound(detail.error)) return <Redirect to="/error-404" replace />;
  if (detail.isError) return <LoadFailure onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <SkeletonLines lines={10} />;

  return (
    <InvoiceEditor
      number={id}
      initial={formOf(detail.data.invoice)}
      cancelHref={`/apps/invoice/preview/${id}`}
      save={async (input) => {
        await update.mutateAsync({ params: { path: { id } }, body: { invoice: input } });
        toast('success', t`Invoice saved`, `#${id}`);
        await refreshInvoices();
        navigate(`/apps/invoice/preview/${id}`);
      }}
    />
  );
}

/** /apps/invoice/edit/{id}: the invoice's days, client, lines, salesperson and note, saved whole. */
function InvoiceEditPage() {
  const { t } = useLingui();
  const { id } = useParams<{ id: string }>();
  const invoiceId = idFromPath(id);
  if (invoiceId === null) return <Redirect to="/error-404" replace />;
  return (
    <div className="invoice-page">
      <nav aria-label={t`Breadcrumb`} className="invoice-crumbs">
        <Link href="/apps/invoice/list">
          <Trans>Invoices</Trans>
        </Link>
        {' / '}
        <Link href={`/apps/invoice/preview/${invoiceId}`}>
          <Trans>Preview</Trans>
        </Link>
      </nav>
      <InvoiceEdit key={invoiceId} id={invoiceId} />
    </div>
  );
}

export default withQueryClient(InvoiceEditPage);
