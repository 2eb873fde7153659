import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { MessagePage } from './message-page';
import * as paths from '../../../../common/paths';

/** /pages/miscellaneous/under-maintenance */
export default function UnderMaintenance() {
  return (
    <MessagePage
      title={<Trans>Under maintenance</Trans>}
      actions={
        <Link href={paths.careers.home} className="misc-action">
          <Trans>Go to the careers home</Trans>
        </Link>
      }
    >
      <p>
        <Trans>We are improving the careers portal. It will be back shortly; thank you for your patience.</Trans>
      </p>
      <p>
        <Trans>Applications you have already submitted are safe, and closing dates are not affected by the maintenance.</Trans>
      </p>
    </MessagePage>
  );
}
