import * as paths from '../../../common/paths';

/**
 * The public careers pages (app/routes.ts `publicRoutes`, rendered on the server too): the pages
 * that carry neither the other routes' table, nor CASL, nor the workspace's catalog.
 */
export function isPublicCareersPage(path: string): boolean {
  const page = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const jobPage = paths.careers.job('');
  return page === paths.careers.home || page === paths.careers.jobs || (page.startsWith(jobPage) && page.length > jobPage.length && !page.includes('/', jobPage.length));
}
