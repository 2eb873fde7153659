import { describe, expect, it } from 'vitest';
import * as paths from '../../../common/paths';
import { publicRoutes } from './routes';
import { workspaceRoutes } from './workspace-routes';

/** Every pattern of the table of paths: a builder called without arguments gives its route's. */
const tablePatterns = Object.values(paths).flatMap((area) => Object.values(area).map((path: string | (() => string)) => (typeof path === 'function' ? path() : path)));
const routePatterns = [...publicRoutes, ...workspaceRoutes].map((route) => route.path);

describe('the table of paths (common/paths.ts)', () => {
  it('has a route for every path', () => {
    expect(tablePatterns.filter((path) => !routePatterns.includes(path))).toEqual([]);
  });

  it('has a path for every route, each route once', () => {
    expect(routePatterns.filter((path) => !tablePatterns.includes(path))).toEqual([]);
    expect(new Set(routePatterns).size).toBe(routePatterns.length);
    expect(new Set(tablePatterns).size).toBe(tablePatterns.length);
  });

  it('builds the links of parameterised paths', () => {
    expect(paths.careers.job('night-nurse')).toBe('/careers/job/night-nurse');
    expect(paths.demo.kbQuestion('account', 'reset')).toBe('/pages/knowledge-base/account/reset');
  });
});
