/**
 * The public careers pages (app/routes.ts `publicRoutes`, rendered on the server too): the pages
 * that carry neither the other routes' table, nor CASL, nor the workspace's catalog.
 */
const PUBLIC_CAREERS_PAGE = /^\/careers(?:\/jobs|\/job\/[^/]+)?\/?$/;

export const isPublicCareersPage = (path: string): boolean => PUBLIC_CAREERS_PAGE.test(path);
