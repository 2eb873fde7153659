import { Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useHydratedSession } from '../lib/hydrated-session';
import { loadable } from '../lib/loadable';
import { Icon } from './icon';
import * as paths from '../../../common/paths';

/** The page a visitor reading jobs comes back to after signing in or registering (`?redirect=`), or null. */
export function returnQuery(path: string, search: string): string {
  if (!path.startsWith(paths.careers.jobs) && !path.startsWith(paths.careers.job.split(':')[0]!)) return '';
  const back = `${path}${search ? `?${search}` : ''}`;
  return `?redirect=${encodeURIComponent(back).replaceAll('%2F', '/')}`;
}

/** Sign in and Register, for visitors; from a job page they come back to it. */
function VisitorLinks() {
  const [path] = useLocation();
  const back = returnQuery(path, useSearch());
  return (
    <div className="visitor-links">
      <Link href={`${paths.auth.login}${back}`} className="shell-link">
        <Icon name="sign-in" />
        <span>
          <Trans>Sign in</Trans>
        </span>
      </Link>
      <Link href={`${paths.auth.register}${back}`} className="shell-link shell-link--solid">
        <Trans>Register</Trans>
      </Link>
    </div>
  );
}

const accountMenu = loadable(() => import('./account-menu'));

/** Fetches the signed-in user's menu ahead (before the first render of a signed-in user's page). */
export const loadAccountMenu = accountMenu.load;

/**
 * The header's account area: Sign in and Register links for visitors, the signed-in user's menu
 * (fetched for signed-in users only) for them.
 */
export function UserMenu() {
  const { userData: user, ability } = useHydratedSession();
  if (!user) return <VisitorLinks />;
  return (
    <Suspense fallback={<VisitorLinks />}>
      <accountMenu.Component user={user} ability={ability} />
    </Suspense>
  );
}
