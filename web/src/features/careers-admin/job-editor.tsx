import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '../../components/toast';
import { $api } from '../../lib/query';
import { JobForm } from './job-form';
import { JobTeamSection } from './job-team-section';
import { ScorecardSection } from './sift/scorecard-section';
import { JobCheckProfileSection } from './offers/job-check-profile-section';
import { jobRow, useStaffAbility } from './access';
import type { JobView } from './job-view';
import { JOB_API, retryUnanswered } from './api';
import { useJobAction } from './use-job-action';
import type { Job } from './vocabulary';
import * as paths from '../../../../common/paths';

interface JobEditorProps {
  view: Extract<JobView, { kind: 'new' } | { kind: 'edit' }>;
  /** The page's URL for a view over the same list. */
  hrefOf: (view?: JobView) => string;
  /** Shows another view (the URL changes). */
  go: (view?: JobView) => void;
  /** The form's heading takes the focus as it appears (the page's view changed). */
  focusHeading?: boolean;
}

/** The form view (`?new=1` or `?edit={id}`): loads the job to edit, then shows the form. */
export function JobEditor({ view, hrefOf, go, focusHeading = false }: JobEditorProps) {
  const { t } = useLingui();
  const toast = useToast();
  const id = view.kind === 'edit' ? view.id : 0;
  const job = $api.useQuery('get', JOB_API, { params: { path: { id } } }, { enabled: view.kind === 'edit', retry: retryUnanswered });
  const listHref = hrefOf();
  const ability = useStaffAbility();

  const done = (saved: Job, published: boolean) => {
    const title = saved.title;
    toast('success', published ? t`Job published` : t`Job saved`, published ? t`“${title}” is on the job board.` : t`“${title}” was saved.`);
    go();
  };
  const act = useJobAction((_, copy) => go({ kind: 'edit', id: copy.id }));
  const duplicate = (source: Job) => act(source, 'duplicate');

  if (view.kind === 'edit' && job.isError) {
    const status = (job.error as { statusCode?: number } | null)?.statusCode;
    return (
      <section className="admin-job-form" aria-labelledby="job-form-title">
        <h1 id="job-form-title">{status === 404 ? <Trans>Job not found</Trans> : <Trans>We could not load this job</Trans>}</h1>
        <p>
          <Link href={listHref}>
            <Trans>Back to the list of jobs</Trans>
          </Link>
        </p>
      </section>
    );
  }
  // The form starts from the job as it is now, never from an older answer kept in the cache.
  if (view.kind === 'edit' && !(job.data && job.isFetchedAfterMount)) return <div className="page-loading" aria-busy="true" />;
  const current = view.kind === 'edit' ? job.data! : null;
  // A job the caller may only read (a recruiting manager's, a panel member's) offers no save, copy or team change.
  const editable = current ? ability.can('update', jobRow(current)) : ability.can('create', 'Job');
  const mayDuplicate = current ? ability.can('create', jobRow(current)) : false;
  return (
    <>
      <JobForm key={id || 'new'} job={current} listHref={listHref} onDone={done} onDuplicate={duplicate} editable={editable} mayDuplicate={mayDuplicate} focusHeading={focusHeading} />
      {current ? (
        <p>
          <Link href={paths.to(paths.careers.adminInterviewRounds, id)}>
            <Trans>Interview rounds, slots and invitations</Trans>
          </Link>
        </p>
      ) : null}
      {current && editable ? <JobTeamSection jobId={id} /> : null}
      {current && editable ? <ScorecardSection jobId={id} /> : null}
      {current && editable ? <JobCheckProfileSection jobId={id} /> : null}
    </>
  );
}
