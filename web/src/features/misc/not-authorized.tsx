import { Link } from 'wouter';
import { useAtomValue } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { userDataAtom } from '../../state/session';
import { landingFor } from '../../lib/session';
import { MessagePage } from './message-page';
import * as paths from '../../../../common/paths';

/** /pages/miscellaneous/not-authorized */
export default function NotAuthorized() {
  const userData = useAtomValue(userDataAtom);
  return (
    <MessagePage
      code="403"
      title={<Trans>You are not authorized</Trans>}
      actions={
        userData ? (
          <Link href={landingFor(userData.role)} className="misc-action">
            <Trans>Back to your home page</Trans>
          </Link>
        ) : (
          <>
            <Link href={paths.auth.login} className="misc-action">
              <Trans>Sign in</Trans>
            </Link>
            <Link href={paths.careers.home}>
              <Trans>Go to the careers home</Trans>
            </Link>
          </>
        )
      }
    >
      <p>
        <Trans>You do not have permission to see this page. If you think you should, contact the recruitment team.</Trans>
      </p>
    </MessagePage>
  );
}
