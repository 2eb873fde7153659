import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';

/** The way back: Invoices, and the invoice's preview when the page is about one. */
export function InvoiceCrumbs({ previewOf }: { previewOf?: string | number }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="demo-crumbs">
      <Link href="/apps/invoice/list">
        <Trans>Invoices</Trans>
      </Link>
      {previewOf !== undefined ? (
        <>
          {' / '}
          <Link href={`/apps/invoice/preview/${previewOf}`}>
            <Trans>Preview</Trans>
          </Link>
        </>
      ) : null}
    </nav>
  );
}
