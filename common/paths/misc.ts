/** The miscellaneous pages (common/paths.ts). */
export const comingSoon = '/pages/miscellaneous/coming-soon';
export const notAuthorized = '/pages/miscellaneous/not-authorized';
export const underMaintenance = '/pages/miscellaneous/under-maintenance';
export const error = '/pages/miscellaneous/error';
export const notFound = '/error-404';
export const accessControl = '/access-control';
