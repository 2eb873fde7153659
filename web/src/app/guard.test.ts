import { describe, expect, it } from 'vitest';
import { buildAbility, DEFAULT_RULES, rulesForRole } from '../../../common/ability';
import { landingFor, safeRedirect } from '../lib/session';
import { decide, paramsAllowed, type GuardState } from './guard';
import { publicRoutes } from './routes';
import { workspaceRoutes } from './workspace-routes';
import type { RouteMeta } from './route-types';

const routes = [...publicRoutes, ...workspaceRoutes];

const meta = (path: string): RouteMeta => {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.meta;
};

const visitor: GuardState = { loggedIn: false, role: null, ability: buildAbility(DEFAULT_RULES) };
const client: GuardState = { loggedIn: true, role: 'client', ability: buildAbility(rulesForRole('client')) };
const admin: GuardState = { loggedIn: true, role: 'admin', ability: buildAbility(rulesForRole('admin')) };

describe('navigation guard (seed section 4)', () => {
  it('always lets anyone reach the careers home, the jobs, a job page and account activation', () => {
    for (const path of ['/careers', '/careers/jobs', '/careers/job/:id', '/careers/activate-account']) {
      expect(meta(path).public, path).toBe(true);
      for (const who of [visitor, client, admin]) expect(decide(meta(path), path, who)).toEqual({ proceed: true });
    }
  });

  it('lets a user through when the ability permits the route (read by default)', () => {
    expect(decide(meta('/access-control'), '/access-control', client)).toEqual({ proceed: true });
    expect(decide(meta('/apps/calendar'), '/apps/calendar', admin)).toEqual({ proceed: true });
    expect(decide(meta('/careers/my-applications'), '/careers/my-applications', client)).toEqual({ proceed: true });
    expect(decide(meta('/error-404'), '/error-404', visitor)).toEqual({ proceed: true });
    expect(decide(meta('/pages/miscellaneous/not-authorized'), '/pages/miscellaneous/not-authorized', visitor)).toEqual({ proceed: true });
  });

  it('sends a visitor to /login with the page to come back to when the route is not permitted', () => {
    expect(decide(meta('/apps/calendar'), '/apps/calendar', visitor)).toEqual({ proceed: false, redirect: '/login?redirect=%2Fapps%2Fcalendar' });
    expect(decide(meta('/access-control'), '/access-control', visitor)).toEqual({ proceed: false, redirect: '/login?redirect=%2Faccess-control' });
    expect(decide(meta('/careers/my-applications'), '/careers/my-applications?page=2', visitor)).toEqual({
      proceed: false,
      redirect: '/login?redirect=%2Fcareers%2Fmy-applications%3Fpage%3D2',
    });
  });

  it('sends a signed-in user away from the sign-in pages to the landing page of their role', () => {
    for (const path of ['/login', '/register', '/forgot-password']) {
      expect(meta(path).redirectIfLoggedIn, path).toBe(true);
      expect(decide(meta(path), path, client)).toEqual({ proceed: false, redirect: '/access-control' });
      expect(decide(meta(path), path, admin)).toEqual({ proceed: false, redirect: '/careers' });
      expect(decide(meta(path), path, visitor)).toEqual({ proceed: true });
    }
  });

  it('sends a signed-in user back to the page they came for when the sign-in link says so', () => {
    expect(decide(meta('/login'), '/login?redirect=%2Fcareers%2Fjob%2F7', client)).toEqual({ proceed: false, redirect: '/careers/job/7' });
    expect(decide(meta('/login'), '/login?redirect=https%3A%2F%2Fevil.example', client)).toEqual({ proceed: false, redirect: '/access-control' });
    expect(decide(meta('/login'), '/login?redirect=%2F%2Fevil.example', admin)).toEqual({ proceed: false, redirect: '/careers' });
  });

  it('sends a signed-in user with a missing or unknown role to /login, and lets them stay there', () => {
    const odd: GuardState = { loggedIn: true, role: 'editor', ability: buildAbility(DEFAULT_RULES) };
    expect(decide(meta('/register'), '/register', odd)).toEqual({ proceed: false, redirect: '/login' });
    expect(decide(meta('/forgot-password'), '/forgot-password', { ...odd, role: undefined })).toEqual({ proceed: false, redirect: '/login' });
    expect(decide(meta('/login'), '/login', odd)).toEqual({ proceed: true });
  });

  it('lets a signed-in user through to a route they may not use (the page then says so)', () => {
    expect(decide(meta('/apps/calendar'), '/apps/calendar', client)).toEqual({ proceed: true });
    expect(decide(meta('/careers/admin/jobs'), '/careers/admin/jobs', client)).toEqual({ proceed: true });
  });

  it('checks the action of the route, not only its subject', () => {
    const readOnly: GuardState = { loggedIn: false, role: null, ability: buildAbility([{ action: 'read', subject: 'Demo' }]) };
    const update: RouteMeta = { ...meta('/apps/calendar'), action: 'update' };
    expect(decide(meta('/apps/calendar'), '/apps/calendar', readOnly)).toEqual({ proceed: true });
    expect(decide(update, '/apps/calendar', readOnly)).toEqual({ proceed: false, redirect: '/login?redirect=%2Fapps%2Fcalendar' });
  });

  it('treats a route without resource as an Auth route', () => {
    const bare: RouteMeta = { title: meta('/login').title };
    expect(decide(bare, '/x', visitor)).toEqual({ proceed: true });
    expect(decide(bare, '/x', { ...visitor, ability: buildAbility([{ action: 'read', subject: 'ACL' }]) })).toEqual({
      proceed: false,
      redirect: '/login?redirect=%2Fx',
    });
  });
});

describe('role landing', () => {
  it('admin → /careers, client → /access-control, anyone else → /login', () => {
    expect(landingFor('admin')).toBe('/careers');
    expect(landingFor('client')).toBe('/access-control');
    expect(landingFor('editor')).toBe('/login');
    expect(landingFor(null)).toBe('/login');
    expect(landingFor(undefined)).toBe('/login');
  });
});

describe('route parameters', () => {
  it('accepts only the e-mail folders and labels of section 9', () => {
    for (const folder of ['sent', 'draft', 'starred', 'spam', 'trash']) expect(paramsAllowed(meta('/apps/email/:folder'), { folder })).toBe(true);
    for (const folder of ['nope', 'inbox', 'SENT', '']) expect(paramsAllowed(meta('/apps/email/:folder'), { folder })).toBe(false);
    for (const label of ['personal', 'company', 'important', 'private']) expect(paramsAllowed(meta('/apps/email/label/:label'), { label })).toBe(true);
    expect(paramsAllowed(meta('/apps/email/label/:label'), { label: 'work' })).toBe(false);
  });

  it('accepts only the to-do filters and tags of section 9', () => {
    for (const filter of ['important', 'completed', 'deleted']) expect(paramsAllowed(meta('/apps/todo/:filter'), { filter })).toBe(true);
    expect(paramsAllowed(meta('/apps/todo/:filter'), { filter: 'done' })).toBe(false);
    for (const tag of ['team', 'low', 'medium', 'high', 'update']) expect(paramsAllowed(meta('/apps/todo/tag/:tag'), { tag })).toBe(true);
    expect(paramsAllowed(meta('/apps/todo/tag/:tag'), { tag: 'urgent' })).toBe(false);
  });

  it('accepts any value where the route lists none', () => {
    expect(paramsAllowed(meta('/careers/job/:id'), { id: 'anything' })).toBe(true);
    expect(paramsAllowed(meta('/apps/email'), {})).toBe(true);
  });
});

describe('return address after signing in', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirect('/apps/calendar?x=1')).toBe('/apps/calendar?x=1');
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe('route table', () => {
  it('has every path once, and the layouts and subjects of the seed', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/careers', '/careers/my-applications', '/careers/profile', '/careers/activate-account', '/login', '/error-404']) {
      expect(meta(path).layout, path).toBe('full');
    }
    expect(meta('/access-control')).toMatchObject({ resource: 'ACL', action: 'read' });
    for (const path of ['/login', '/register', '/forgot-password', '/error-404', '/pages/miscellaneous/not-authorized']) expect(meta(path).resource, path).toBe('Auth');
  });
});
