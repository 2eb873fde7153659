import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listSearch, useListParams } from '../../components/list-kit';
import { JobEditor } from './job-editor';
import { JobsListView } from './jobs-list-view';
import { JOB_LIST_SPEC, jobsHref, parseView, type JobView } from './job-view';
import './admin-jobs.css';

/**
 * /careers/admin/jobs (`manage Job`): the list of every job, and the form over it at `?new=1` or
 * `?edit={id}`; the list's filters stay in the URL while the form is open, so going back returns
 * to the same list.
 */
function AdminJobsPage() {
  const [params, setParams] = useListParams(JOB_LIST_SPEC);
  const view = parseView(useSearch());
  const [, navigate] = useLocation();
  const hrefOf = (next: JobView = { kind: 'list' }) => jobsHref(listSearch(params, JOB_LIST_SPEC), next);
  const go = (next?: JobView) => navigate(hrefOf(next));
  // Once the view has changed on this page (the link or button pressed is gone with the old one),
  // each view's heading takes the focus as it appears, so the keyboard goes on from there (WCAG 2.4.3).
  const viewKey = view.kind === 'edit' ? `edit-${view.id}` : view.kind;
  const [firstView] = useState(viewKey);
  const [moved, setMoved] = useState(false);
  if (!moved && viewKey !== firstView) setMoved(true);
  return (
    <div className="admin-jobs-page">
      {view.kind === 'list' ? (
        <JobsListView params={params} setParams={setParams} hrefOf={hrefOf} go={go} focusHeading={moved} />
      ) : (
        <JobEditor key={view.kind === 'edit' ? view.id : 'new'} view={view} hrefOf={hrefOf} go={go} focusHeading={moved} />
      )}
    </div>
  );
}

export default AdminJobsPage;
