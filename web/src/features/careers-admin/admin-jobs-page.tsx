import { useSearchParams } from 'wouter';
import { JobEditor } from './job-editor';
import { JobsListView } from './jobs-list-view';
import { listSearch, parseList, parseView, type AdminListState, type AdminView } from './list-query';
import './admin-jobs.css';

/**
 * /careers/admin/jobs (`manage Job`): the list of every job, and the form over it at `?new=1` or
 * `?edit={id}`; the list's filters stay in the URL while the form is open, so going back returns
 * to the same list.
 */
export default function AdminJobsPage() {
  const [params, setParams] = useSearchParams();
  const state = parseList(params);
  const view = parseView(params);
  const go = (next: AdminListState, nextView: AdminView = { kind: 'list' }) => setParams(listSearch(next, nextView));
  return (
    <div className="admin-jobs-page">
      {view.kind === 'list' ? <JobsListView state={state} go={go} /> : <JobEditor key={view.kind === 'edit' ? view.id : 'new'} view={view} state={state} go={go} />}
    </div>
  );
}
