import { msg } from '@lingui/core/macro';
import type { AppRoute } from './route-types';
import * as paths from '../../../common/paths';
import { loadCareersHomePage } from './careers-home-page';

/**
 * Every route of the seed specification (plus the careers administration routes of the design):
 * the public careers pages here, every other page in app/workspace-routes.ts, a table fetched
 * for the first of them (with its titles' catalog), so that the public pages carry neither.
 * Pages load lazily, one chunk per page module; each demo app lives in its own feature folder.
 */

const full = 'full' as const;

/** The public careers pages (rendered on the server too: server/modules/careers-pages). */
export const publicRoutes: AppRoute[] = [
  { path: paths.careers.home, load: loadCareersHomePage, meta: { title: msg`Careers`, public: true, layout: full, withoutPrimeReact: true } },
  { path: paths.careers.jobs, load: () => import('../features/careers/jobs/jobs-page'), meta: { title: msg`Jobs`, public: true, layout: full, withoutPrimeReact: true } },
  { path: paths.careers.job, load: () => import('../features/careers/job/job-page'), meta: { title: msg`Job`, public: true, layout: full, withoutPrimeReact: true } },
  {
    path: paths.careers.accessibility,
    load: () => import('../features/careers-accessibility/accessibility-page'),
    meta: { title: msg`Accessibility`, public: true, layout: full, withoutPrimeReact: true },
  },
];

/** The table of every other route. */
export const loadWorkspaceRoutes = (): Promise<AppRoute[]> => import('./workspace-routes').then((table) => table.workspaceRoutes);
