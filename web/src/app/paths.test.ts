import { describe, expect, it } from 'vitest';
import * as paths from '../../../common/paths';
import { publicRoutes } from './routes';
import { workspaceRoutes } from './workspace-routes';

/** Every path of the table (its areas' constants). */
const tablePatterns: string[] = Object.values(paths).flatMap((area) => (typeof area === 'object' ? Object.values(area) : []));
const routePatterns = [...publicRoutes, ...workspaceRoutes].map((route) => route.path);

describe('the table of paths (common/paths.ts)', () => {
  it('has a route for every path (no e-mail links to a page that does not exist)', () => {
    expect(tablePatterns.filter((path) => !routePatterns.includes(path))).toEqual([]);
  });

  it('has a path for every route, each route once', () => {
    expect(routePatterns.filter((path) => !tablePatterns.includes(path))).toEqual([]);
    expect(new Set(routePatterns).size).toBe(routePatterns.length);
    expect(new Set(tablePatterns).size).toBe(tablePatterns.length);
  });

  it('fills in the parameters of a path', () => {
    expect(paths.to(paths.careers.job, 'night-nurse')).toBe('/careers/job/night-nurse');
    expect(paths.to(paths.demo.kbQuestion, 'account', 'reset')).toBe('/pages/knowledge-base/account/reset');
  });
});
