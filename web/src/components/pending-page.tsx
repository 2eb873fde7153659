import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';

/** The page of a route whose screen is not built yet: says so and offers a way back. */
export function PendingPage() {
  return (
    <section className="message-page" aria-labelledby="pending-title">
      <h1 id="pending-title">
        <Trans>This page is being prepared</Trans>
      </h1>
      <p>
        <Trans>It will be available in a coming release.</Trans>
      </p>
      <Link href="/careers" className="p-button">
        <Trans>Back to careers</Trans>
      </Link>
    </section>
  );
}

export default PendingPage;
