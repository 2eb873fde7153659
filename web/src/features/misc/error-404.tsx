import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { CareersHomeAction, MessagePage } from './message-page';
import * as paths from '../../../../common/paths';

/** /error-404: where every unknown path ends. */
export default function Error404() {
  return (
    <MessagePage
      code="404"
      title={<Trans>Page not found</Trans>}
      actions={
        <>
          <CareersHomeAction />
          <Link href={paths.careers.jobs}>
            <Trans>Browse open jobs</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>The page you asked for does not exist or has moved. Check the address, or start again from the careers home.</Trans>
      </p>
    </MessagePage>
  );
}
