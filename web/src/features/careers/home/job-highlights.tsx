import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { $api } from '../../../lib/query';
import { useRenderedAnswer } from '../../../lib/rendered-query';
import { JobCard } from '../shared/job-card';
import { HIGHLIGHT_COUNT, highlightQuery, jobListKey } from '../shared/server-keys';
import { HomeSection } from './home-section';

interface JobHighlightsProps {
  id: string;
  title: ReactNode;
  sort: 'newest' | 'closing';
  /** How many jobs to show. */
  count?: number;
}

/** A short list of open jobs on the careers home (the latest, or those closing soonest). */
export function JobHighlights({ id, title, sort, count = HIGHLIGHT_COUNT }: JobHighlightsProps) {
  const query = highlightQuery(sort, count);
  const rendered = useRenderedAnswer('/api/careers/jobs', jobListKey(query));
  const jobs = rendered.load($api.useQuery('get', '/api/careers/jobs', { params: { query } }, rendered.options));
  return (
    <HomeSection id={id} title={title} load={jobs} failure={<Trans>We could not load the jobs just now.</Trans>}>
      {jobs.state === 'ready' && jobs.data.jobs.length === 0 ? (
        <p>
          <Trans>There are no open jobs at the moment. Please come back soon.</Trans>
        </p>
      ) : null}
      {jobs.data && jobs.data.jobs.length > 0 ? (
        <ul className="home-jobs">
          {jobs.data.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : null}
    </HomeSection>
  );
}
