import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import * as paths from '../../../common/paths';

/** Shown in place of a page the signed-in user may not use (the server refuses its data too). */
export function NotPermitted() {
  return (
    <section className="message-page" aria-labelledby="not-permitted-title">
      <h1 id="not-permitted-title">
        <Trans>You are not authorized to view this page</Trans>
      </h1>
      <p>
        <Trans>Your account does not have access to this area. If you think it should, contact the recruitment team.</Trans>
      </p>
      <Link href={paths.careers.home} className="p-button">
        <Trans>Back to careers</Trans>
      </Link>
    </section>
  );
}
