import { Link, useRoute } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { $api } from '../../../lib/query';
import { useRenderedAnswer } from '../../../lib/rendered-query';
import { formatDay } from '../shared/dates';
import { useDocumentTitle } from '../shared/use-document-title';
import { jobKey } from '../shared/server-keys';
import { JobActions } from './job-actions';
import { JobBody, JobFacts } from './job-details';
import { jobPostingLd, useJsonLd, type PublicJob } from './job-posting';
import * as paths from '../../../../../common/paths';
import { jobHref } from '../shared/links';
import '../shared/careers.css';
import './job.css';

/** The route of this page (web/src/app/routes.ts). */
const JOB_ROUTE = paths.careers.job;

function BackToJobs() {
  return (
    <p className="job-back">
      <Link href={paths.careers.jobs}>
        <Trans>All open jobs</Trans>
      </Link>
    </p>
  );
}

function JobNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Job not found`);
  return (
    <div className="job-page careers-page">
      <h1>
        <Trans>Job not found</Trans>
      </h1>
      <p>
        <Trans>This job does not exist or is no longer advertised. The link may be mistyped, or the job may have been withdrawn.</Trans>
      </p>
      <Link href={paths.careers.jobs} className="careers-button careers-button--primary">
        <Trans>See open jobs</Trans>
      </Link>
    </div>
  );
}

function ClosedNotice({ job }: { job: PublicJob }) {
  const { i18n } = useLingui();
  const date = formatDay(job.closingDate, i18n.locale);
  return (
    <div className="job-closed" role="note" aria-labelledby="job-closed-title">
      <h2 id="job-closed-title">
        <Trans>This job has closed</Trans>
      </h2>
      <p>
        <Trans>Applications closed on {date}. It is shown here for reference only.</Trans>
      </p>
      <Link href={paths.careers.jobs} className="careers-button careers-button--primary">
        <Trans>See open jobs</Trans>
      </Link>
    </div>
  );
}

function Vacancy({ job }: { job: PublicJob }) {
  const open = job.status === 'open';
  const { i18n } = useLingui();
  useDocumentTitle(job.title);
  // In the browser only (effects do not run on the server, which puts the JSON-LD in the page's head itself).
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  useJsonLd(open ? jobPostingLd(job, new URL(jobHref(job.slug), origin).href, i18n) : null);
  return (
    <article className="job-page careers-page" aria-labelledby="job-title">
      <BackToJobs />
      <header className="job-header">
        <h1 id="job-title">{job.title}</h1>
        {job.summary ? <p className="job-summary">{job.summary}</p> : null}
      </header>
      {open ? null : <ClosedNotice job={job} />}
      <JobFacts job={job} />
      <JobActions job={job} />
      <JobBody job={job} />
      <JobActions job={job} end />
    </article>
  );
}

/** /careers/job/:id (id or slug): the whole vacancy, its closed notice, or not found. */
export default function JobPage() {
  // The route table's router does not provide route params to pages: the page matches its own path.
  const [, params] = useRoute<{ id: string }>(JOB_ROUTE);
  const id = params?.id ?? '';
  const rendered = useRenderedAnswer('/api/careers/jobs/{idOrSlug}', jobKey(id));
  const job = rendered.load($api.useQuery('get', '/api/careers/jobs/{idOrSlug}', { params: { path: { idOrSlug: id } } }, rendered.options));
  if (job.state === 'missing') return <JobNotFound />;
  if (job.data && job.state !== 'loading') return <Vacancy job={job.data} />;
  if (job.state === 'failed') {
    return (
      <div className="job-page careers-page">
        <h1>
          <Trans>We could not load this job</Trans>
        </h1>
        <p role="alert">
          <Trans>Check your connection and try again.</Trans>
        </p>
        <button type="button" className="careers-button careers-button--primary" onClick={job.retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return <div className="job-page careers-page page-loading" aria-busy="true" />;
}
