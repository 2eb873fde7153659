import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useHydratedSession } from '../../../lib/hydrated-session';
import { applyHref, editJobHref, jobHref, registerHref, signInHref } from '../shared/links';
import type { PublicJob } from './job-posting';

/**
 * What the reader can do with a job: an applicant applies, a visitor signs in or registers and
 * comes back to the job, an administrator edits it. A closed job offers no application.
 */
export function JobActions({ job, end = false }: { job: PublicJob; /** At the end of the page: only the ways to apply. */ end?: boolean }) {
  // What a visitor can do first (as the server rendered it), then what the saved user can.
  const { userData, ability } = useHydratedSession();
  const here = jobHref(job.slug);
  const canEdit = ability?.can('manage', 'Job') ?? false;
  const canApply = !canEdit && (ability?.can('manage', 'Applicant') ?? false);
  const open = job.status === 'open';
  if (end && !(open && (canApply || !userData))) return null;
  return (
    <div className="job-actions">
      {open && canApply ? (
        <Link href={applyHref(job.id)} className="careers-button careers-button--primary">
          <Trans>Apply for this job</Trans>
        </Link>
      ) : null}
      {open && !userData ? (
        <p className="job-actions__visitor">
          <Trans>To apply, sign in or create an account; you will come back to this job.</Trans>{' '}
          <span className="job-actions__links">
            <Link href={signInHref(here)} className="careers-button careers-button--primary">
              <Trans>Sign in to apply</Trans>
            </Link>
            <Link href={registerHref(here)} className="careers-button">
              <Trans>Create an account</Trans>
            </Link>
          </span>
        </p>
      ) : null}
      {canEdit && !end ? (
        <Link href={editJobHref(job.id)} className="careers-button">
          <Trans>Edit job</Trans>
        </Link>
      ) : null}
    </div>
  );
}
