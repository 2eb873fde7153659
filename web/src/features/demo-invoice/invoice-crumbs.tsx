import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import * as paths from '../../../../common/paths';

/** The way back: Invoices, and the invoice's preview when the page is about one. */
export function InvoiceCrumbs({ previewOf }: { previewOf?: string | number }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="demo-crumbs">
      <Link href={paths.demo.invoices}>
        <Trans>Invoices</Trans>
      </Link>
      {previewOf !== undefined ? (
        <>
          {' / '}
          <Link href={paths.to(paths.demo.invoice, previewOf)}>
            <Trans>Preview</Trans>
          </Link>
        </>
      ) : null}
    </nav>
  );
}
