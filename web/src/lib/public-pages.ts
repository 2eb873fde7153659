import * as paths from '../../../common/paths';

/**
 * The public careers pages (app/routes.ts `publicRoutes`, rendered on the server too): the pages
 * that carry neither the other routes' table, nor CASL, nor the workspace's catalog.
 */
const PUBLIC_CAREERS_PAGES = [paths.careers.home, paths.careers.jobs, paths.careers.job, paths.careers.accessibility].map(
  (pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`),
);

export const isPublicCareersPage = (path: string): boolean => PUBLIC_CAREERS_PAGES.some((page) => page.test(path));
