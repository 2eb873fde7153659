import { Link } from 'wouter';
import { useAtomValue } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { useAbility, userDataAtom } from '../../state/session';
import { ApplicantWelcome } from './access/applicant-welcome';
import { Permissions } from './access/permissions';
import * as paths from '../../../../common/paths';
import './misc.css';

/**
 * /access-control, where an applicant lands after signing in: a welcome with their next step
 * (activate, continue a draft, complete their details, follow their applications, browse jobs),
 * then their account and permissions. Other roles see their account and permissions.
 */
export default function AccessControl() {
  const userData = useAtomValue(userDataAtom);
  const ability = useAbility();
  if (!userData) return null;
  const applicant = ability.can('manage', 'Applicant');
  return (
    <section className="message-page misc-page access-page" aria-labelledby="misc-title">
      {applicant ? (
        <>
          <ApplicantWelcome user={userData} />
          <section className="access-section" aria-labelledby="access-title">
            <h2 id="access-title">
              <Trans>Your account and access</Trans>
            </h2>
            <Permissions user={userData} headingLevel="h3" />
          </section>
        </>
      ) : (
        <>
          <h1 id="misc-title">
            <Trans>Access control</Trans>
          </h1>
          <Permissions user={userData} headingLevel="h2" />
          <div className="misc-actions">
            <Link href={paths.careers.home} className="misc-action">
              <Trans>Go to careers</Trans>
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
