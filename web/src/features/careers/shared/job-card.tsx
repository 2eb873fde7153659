import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { components } from '../../../api/schema';
import { ClosingNote } from './closing-note';
import { jobHref } from './links';
import { DEPARTMENT_LABELS, EMPLOYMENT_TYPE_LABELS, SITE_LABELS, WORKING_PATTERN_LABELS, wordFor } from '../../../lib/careers-vocabulary';
import './careers.css';

export type PublicJobSummary = components['schemas']['PublicJobSummary'];

interface JobCardProps {
  job: PublicJobSummary;
  /** The level of the title under the section that lists the cards. */
  headingLevel?: 2 | 3;
  /** Also show the summary (the jobs list does; the careers home keeps cards short). */
  withSummary?: boolean;
}

/** A job in a list: title (the link), department, site, type and pattern, closing date. */
export function JobCard({ job, headingLevel = 3, withSummary = false }: JobCardProps) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="job-card">
      <Heading className="job-card__title">
        <Link href={jobHref(job.slug)}>{job.title}</Link>
      </Heading>
      <dl className="job-card__facts">
        <div>
          <dt>
            <Trans>Department</Trans>
          </dt>
          <dd>{wordFor(i18n, DEPARTMENT_LABELS, job.department)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Site</Trans>
          </dt>
          <dd>{wordFor(i18n, SITE_LABELS, job.location)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd>
            {wordFor(i18n, EMPLOYMENT_TYPE_LABELS, job.employmentType)}, {wordFor(i18n, WORKING_PATTERN_LABELS, job.workingPattern)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Closing date</Trans>
          </dt>
          <dd>
            <ClosingNote closingDate={job.closingDate} status={job.status} />
          </dd>
        </div>
      </dl>
      {withSummary && job.summary ? <p className="job-card__summary">{job.summary}</p> : null}
    </article>
  );
}
