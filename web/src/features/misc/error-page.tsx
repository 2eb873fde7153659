import { Trans } from '@lingui/react/macro';
import { CareersHomeAction, MessagePage } from './message-page';

/** /pages/miscellaneous/error: a generic error page. */
export default function ErrorPage() {
  return (
    <MessagePage
      code="500"
      title={<Trans>Something went wrong</Trans>}
      actions={
        <>
          <CareersHomeAction />
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
