import { $api, queryClient } from '../../lib/query';
import { OFFER_API } from './offers/api';

/** The careers administration's API paths, the keys of their cached answers (`['get', path, init]`). */
export const JOBS_API = '/api/careers/admin/jobs';
export const JOB_API = '/api/careers/admin/jobs/{id}';
export const APPLICATIONS_API = '/api/careers/admin/applications';
export const APPLICATION_API = '/api/careers/admin/applications/{id}';
export const STATS_API = '/api/careers/admin/stats';
export const AUDIT_API = '/api/careers/admin/audit';
export const AUDIT_EXPORT_API = '/api/careers/admin/audit/export.csv';
export const STAFF_API = '/api/careers/admin/staff';
export const STAFF_MEMBER_API = '/api/careers/admin/staff/{id}';
export const JOB_TEAM_API = '/api/careers/admin/jobs/{id}/team';

const refetch = (...paths: string[]) => Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));

/** After a job was created or changed: the job lists (and the job picker), the job, the figures. */
export const jobsChanged = () => refetch(JOBS_API, JOB_API, STATS_API);

/** After an application moved or got a note: the lists, the application, the figures, its offer (a move may end it). */
export const applicationsChanged = () => refetch(APPLICATIONS_API, APPLICATION_API, STATS_API, OFFER_API);

/** After something was recorded that the audit screen shows (its own export). */
export const auditChanged = () => refetch(AUDIT_API);
/** After a staff account was invited or changed: the staff list, the account, the hiring teams (their pickers). */
export const staffChanged = () => refetch(STAFF_API, STAFF_MEMBER_API, JOB_TEAM_API);

/** A refusal (4xx) is the answer: asked again only when there was no answer or the server failed. */
export const retryUnanswered = (failures: number, error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return failures < 1 && !(typeof status === 'number' && status < 500);
};

/** The query of one application (the review page's cache entry, which the review writes update). */
export const applicationQuery = (id: number) => $api.queryOptions('get', APPLICATION_API, { params: { path: { id } } }, { retry: retryUnanswered });
