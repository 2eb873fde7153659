import * as paths from '../../../../../common/paths';

/** Where the careers pages send people, with their query strings; the paths are common/paths.ts's. */

/**
 * The public page of a job (its slug keeps the link readable; the id works too). Filled in here
 * rather than by `paths.to`, whose chunk the public pages would otherwise load.
 */
export const jobHref = (slugOrId: string | number) => paths.careers.job.replace(':id', String(slugOrId));

/**
 * Where the Apply button of a job leads. Applying is built by the next careers issue: for now the
 * applicant's applications page receives the job to apply to.
 */
export const applyHref = (jobId: number) => `${paths.careers.myApplications}?apply=${jobId}`;

/** A same-site path as a query value, its slashes kept readable (`?redirect=/careers/job/…`). */
const returnTo = (path: string) => encodeURIComponent(path).replaceAll('%2F', '/');

/** Sign-in and registration that come back to `path` afterwards. */
export const signInHref = (path: string) => `${paths.auth.login}?redirect=${returnTo(path)}`;
export const registerHref = (path: string) => `${paths.auth.register}?redirect=${returnTo(path)}`;

/** The administration form of a job. */
export const editJobHref = (jobId: number) => `${paths.careers.adminJobs}?edit=${jobId}`;

/** The jobs list filtered by one department. */
export const departmentJobsHref = (department: string) => `${paths.careers.jobs}?department=${encodeURIComponent(department)}`;
