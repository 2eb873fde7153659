/** Where the careers pages send people; one place to change each. */

/** The public page of a job (its slug keeps the link readable; the id works too). */
export const jobHref = (slugOrId: string | number) => `/careers/job/${slugOrId}`;

/**
 * Where the Apply button of a job leads. Applying is built by the next careers issue: for now the
 * applicant's applications page receives the job to apply to.
 */
export const applyHref = (jobId: number) => `/careers/my-applications?apply=${jobId}`;

/** A same-site path as a query value, its slashes kept readable (`?redirect=/careers/job/…`). */
const returnTo = (path: string) => encodeURIComponent(path).replaceAll('%2F', '/');

/** Sign-in and registration that come back to `path` afterwards. */
export const signInHref = (path: string) => `/login?redirect=${returnTo(path)}`;
export const registerHref = (path: string) => `/register?redirect=${returnTo(path)}`;

/** The administration form of a job. */
export const editJobHref = (jobId: number) => `/careers/admin/jobs?edit=${jobId}`;

/** The jobs list filtered by one department. */
export const departmentJobsHref = (department: string) => `/careers/jobs?department=${encodeURIComponent(department)}`;
