import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/api-client';
import { useToast } from '../../components/toast';
import { JobForm } from './job-form';
import { adminHref, type AdminListState, type AdminView } from './list-query';
import { useAdminLoad } from './use-admin-load';
import { useJobAction } from './use-job-action';
import type { Job } from './vocabulary';

interface JobEditorProps {
  view: Extract<AdminView, { kind: 'new' } | { kind: 'edit' }>;
  state: AdminListState;
  go: (state: AdminListState, view?: AdminView) => void;
}

/** The form view (`?new=1` or `?edit={id}`): loads the job to edit, then shows the form. */
export function JobEditor({ view, state, go }: JobEditorProps) {
  const { t } = useLingui();
  const toast = useToast();
  const id = view.kind === 'edit' ? view.id : null;
  const job = useAdminLoad(`job:${id}`, () =>
    id === null ? Promise.resolve({ data: null, response: new Response(null) }) : api.GET('/api/careers/admin/jobs/{id}', { params: { path: { id } } }),
  );
  // Sites already used by open jobs, as suggestions for the site field.
  const board = useAdminLoad('sites', () => api.GET('/api/careers/jobs', { params: { query: { perPage: 1 } } }));
  const sites = board.data?.facets.location.map((facet) => facet.value) ?? [];
  const listHref = adminHref(state);

  const done = (saved: Job, published: boolean) => {
    const title = saved.title;
    toast('success', published ? t`Job published` : t`Job saved`, published ? t`“${title}” is on the job board.` : t`“${title}” was saved.`);
    go(state);
  };
  const act = useJobAction((_, copy) => go(state, { kind: 'edit', id: copy.id }));
  const duplicate = (source: Job) => void act(source, 'duplicate');

  if (id !== null && job.failure !== null) {
    return (
      <section className="admin-job-form" aria-labelledby="job-form-title">
        <h1 id="job-form-title">{job.failure === 404 ? <Trans>Job not found</Trans> : <Trans>We could not load this job</Trans>}</h1>
        <p>
          <Link href={listHref}>
            <Trans>Back to the list of jobs</Trans>
          </Link>
        </p>
      </section>
    );
  }
  if (id !== null && (job.loading || !job.data || job.data.id !== id)) return <div className="page-loading" aria-busy="true" />;
  return <JobForm key={id ?? 'new'} job={id === null ? null : job.data} sites={sites} listHref={listHref} onDone={done} onDuplicate={duplicate} />;
}
