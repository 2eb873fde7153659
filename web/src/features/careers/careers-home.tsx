import { Link } from 'wouter';
import { useAtomValue } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { userDataAtom } from '../../state/session';
import { HowItWorks } from './home/how-it-works';
import './home/careers-home.css';

/**
 * /careers: what applicants open first, often on a phone. Plain HTML on purpose (no heavy
 * components, no images) so that the JavaScript needed to render it stays small.
 */
export default function CareersHome() {
  const userData = useAtomValue(userDataAtom);
  const name = userData?.fullName;
  return (
    <div className="careers-home">
      <header className="careers-hero">
        <p className="careers-hero__kicker">
          <Trans>Teaching and Referral Hospital</Trans>
        </p>
        <h1 className="careers-hero__title">
          <Trans>Careers at the Teaching and Referral Hospital</Trans>
        </h1>
        <p className="careers-hero__lead">
          <Trans>Join the teams that care for our patients, teach the next generation of clinicians and lead research in our region.</Trans>
        </p>
        <div className="careers-actions">
          <Link href="/careers/jobs" className="careers-button careers-button--primary">
            <Trans>Browse jobs</Trans>
          </Link>
          {userData ? (
            <p className="careers-hero__account">
              <Trans>Signed in as {name}.</Trans>{' '}
              {userData.role === 'client' ? (
                <Link href="/careers/my-applications">
                  <Trans>My applications</Trans>
                </Link>
              ) : (
                <Link href="/careers/admin/applications">
                  <Trans>Review applications</Trans>
                </Link>
              )}
            </p>
          ) : (
            <>
              <Link href="/login" className="careers-button">
                <Trans>Sign in</Trans>
              </Link>
              <Link href="/register" className="careers-button">
                <Trans>Create an account</Trans>
              </Link>
            </>
          )}
        </div>
      </header>
      <HowItWorks />
    </div>
  );
}
