import { isPublicCareersPage } from './public-pages';

/**
 * The translation catalogs (one per area, lingui.config.ts) and the pages that need each.
 * Features map to areas one to one, so that work on different areas never edits the same catalog.
 */
export const FEATURE_AREAS = ['auth', 'careers', 'accessibility', 'careers-admin', 'applicant'] as const;

/** Each demo app's catalog and the path prefixes of its pages. */
export const DEMO_AREAS = {
  'demo-dashboards': ['/dashboard'],
  'demo-email': ['/apps/email'],
  'demo-chat': ['/apps/chat'],
  'demo-todo': ['/apps/todo'],
  'demo-calendar': ['/apps/calendar'],
  'demo-users': ['/apps/users'],
  'demo-invoice': ['/apps/invoice'],
  'demo-shop': ['/apps/e-commerce'],
  'demo-account': ['/pages/account-settings', '/pages/account-setting'],
  'demo-profile': ['/pages/profile'],
  'demo-faq': ['/pages/faq'],
  'demo-kb': ['/pages/knowledge-base'],
  'demo-pricing': ['/pages/pricing'],
  'demo-blog': ['/pages/blog'],
  'demo-ui': ['/ui'],
  'demo-forms': ['/forms'],
  'demo-tables': ['/tables'],
} as const satisfies Record<string, readonly string[]>;

export type DemoArea = keyof typeof DEMO_AREAS;
/**
 * `shell`: what every page needs (the public layout, the careers vocabulary); `workspace`: the
 * rest of the shell (the signed-in layout and menus, the forms' shared texts, PrimeReact's texts,
 * the titles of every page past the public ones), which the public careers pages do not load.
 */
export type CatalogArea = 'shell' | 'workspace' | (typeof FEATURE_AREAS)[number] | DemoArea;


/** The catalogs a page at `path` needs besides the shell's. */
export function catalogsForPath(path: string): CatalogArea[] {
  const areas = featureCatalogs(path);
  return isPublicCareersPage(path) ? areas : [...areas, 'workspace'];
}

/** The feature's or demo app's catalog of the page at `path` (features map to areas one to one). */
function featureCatalogs(path: string): CatalogArea[] {
  const startsWith = (...prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));
  if (startsWith('/careers/admin', '/careers/single-application')) return ['careers-admin'];
  if (startsWith('/careers/profile', '/careers/account-setting', '/careers/my-application', '/careers/my-applications', '/careers/job-alerts', '/careers/reference')) return ['applicant'];
  if (startsWith('/careers/activate-account', '/careers/staff-invitation')) return ['auth'];
  // The accessibility statement has a catalog of its own: its texts are not part of /careers' first load.
  if (startsWith('/careers')) return [startsWith('/careers/accessibility') ? 'accessibility' : 'careers'];
  if (startsWith('/login', '/register', '/forgot-password', '/pages/authentication', '/pages/miscellaneous', '/error-404', '/access-control')) {
    return ['auth'];
  }
  const demo = (Object.keys(DEMO_AREAS) as DemoArea[]).find((area) => startsWith(...DEMO_AREAS[area]));
  return demo ? [demo] : ['auth'];
}
