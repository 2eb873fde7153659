import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { MessagePage } from './message-page';
import * as paths from '../../../../common/paths';

/** /pages/miscellaneous/error: a generic error page. */
export default function ErrorPage() {
  return (
    <MessagePage
      code="500"
      title={<Trans>Something went wrong</Trans>}
      actions={
        <>
          <Link href={paths.careers.home} className="misc-action">
            <Trans>Go to the careers home</Trans>
          </Link>
          <button type="button" className="misc-link-button" onClick={() => window.history.back()}>
            <Trans>Go back</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>We could not complete your request. Nothing you saved before is lost. Please try again in a moment.</Trans>
      </p>
    </MessagePage>
  );
}
