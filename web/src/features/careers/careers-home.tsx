import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useHydratedSession } from '../../lib/hydrated-session';
import { Departments } from './home/departments';
import { HomeSearch } from './home/home-search';
import { HowItWorks } from './home/how-it-works';
import { JobHighlights } from './home/job-highlights';
import * as paths from '../../../../common/paths';
import './shared/careers.css';
import './home/careers-home.css';

/** The account links of the hero: sign in and register for visitors, the user's own area otherwise. */
function AccountLinks() {
  // Rendered for a visitor first (as the server did), then for the user saved in this browser.
  const { userData } = useHydratedSession();
  const name = userData?.fullName;
  if (!userData) {
    return (
      <p className="careers-hero__account">
        <Trans>
          New here? <Link href={paths.auth.register}>Create an account</Link> or <Link href={paths.auth.login}>sign in</Link>.
        </Trans>
      </p>
    );
  }
  return (
    <p className="careers-hero__account">
      <Trans>Signed in as {name}.</Trans>{' '}
      {userData.role === 'client' ? (
        <Link href={paths.careers.myApplications}>
          <Trans>My applications</Trans>
        </Link>
      ) : (
        <>
          <Link href={paths.careers.adminJobs}>
            <Trans>Manage jobs</Trans>
          </Link>{' '}
          ·{' '}
          <Link href={paths.careers.adminApplications}>
            <Trans>Review applications</Trans>
          </Link>
        </>
      )}
    </p>
  );
}

/**
 * /careers: what applicants open first, often on a phone. Plain HTML on purpose (no heavy
 * components, no images) so that the JavaScript needed to render it stays small.
 * `figures`: what the app layer adds after the hero (the administrators' figures); this
 * feature never loads it itself.
 */
export default function CareersHome({ figures }: { figures?: ReactNode }) {
  return (
    <div className="careers-home careers-page">
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
        <HomeSearch />
        <div className="careers-actions">
          <Link href={paths.careers.jobs} className="careers-button careers-button--primary">
            <Trans>Browse jobs</Trans>
          </Link>
          <AccountLinks />
        </div>
      </header>
      {figures}
      <div className="home-columns">
        <JobHighlights id="home-latest-title" title={<Trans>Latest jobs</Trans>} sort="newest" />
        <JobHighlights id="home-closing-title" title={<Trans>Closing soon</Trans>} sort="closing" />
      </div>
      <Departments />
      <HowItWorks />
    </div>
  );
}
