import { Trans } from '@lingui/react/macro';
import { CareersHomeAction, MessagePage } from './message-page';

/** /pages/miscellaneous/under-maintenance */
export default function UnderMaintenance() {
  return (
    <MessagePage
      title={<Trans>Under maintenance</Trans>}
      actions={
        <CareersHomeAction />
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
