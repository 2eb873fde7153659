import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import * as paths from '../../../../common/paths';

/** The way back: Users, and the user's page when the page edits one. */
export function UserCrumbs({ viewOf }: { viewOf?: string | number }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="demo-crumbs">
      <Link href={paths.demo.users}>
        <Trans>Users</Trans>
      </Link>
      {viewOf !== undefined ? (
        <>
          {' / '}
          <Link href={paths.to(paths.demo.user, viewOf)}>
            <Trans>View the user</Trans>
          </Link>
        </>
      ) : null}
    </nav>
  );
}
