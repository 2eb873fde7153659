import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderPage, stubApi, userOf } from '../features/careers/shared/test-render';
import { loadCareersHomePage } from './careers-home-page';

/** Whether the figures' module (careers-admin code and chart.js) was asked for. */
const panelRequested = vi.hoisted(() => vi.fn());
vi.mock('../features/careers-admin/applications/stats-panel', async (original) => {
  panelRequested();
  return original();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STATS = '/api/careers/admin/stats';

const api = (url: URL) => {
  if (url.pathname === STATS) {
    return {
      openJobs: 7,
      byStatus: { draft: 2, submitted: 3, under_review: 1, shortlisted: 0, interview: 0, offer: 0, hired: 0, rejected: 1, withdrawn: 0 },
      byJob: [{ jobId: 4, reference: 'TRH/2026/004', title: 'Registered Nurse', count: 5 }],
      byWeek: [{ week: '2026-W07', count: 5 }],
    };
  }
  if (url.pathname === '/api/careers/departments') return { departments: [] };
  return { jobs: [], total: 0, page: 1, perPage: 3, facets: { department: [], location: [], employmentType: [], workingPattern: [] } };
};

async function renderHome(user: ReturnType<typeof userOf> | null) {
  const fetch = stubApi(api);
  const { default: Page } = await loadCareersHomePage();
  // Awaited: the figures suspend (their code and catalog) while the home around them renders.
  await act(async () => {
    renderPage(<Page />, { path: '/careers', route: '/careers', user });
  });
  await screen.findByRole('heading', { level: 1, name: 'Careers at the Teaching and Referral Hospital' });
  const requested = () => fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
  return { requested };
}

// The visitors' cases come first: once loaded, the module stays loaded for this file.
describe('/careers figures', () => {
  it.each([
    ['a visitor', null],
    ['an applicant', userOf('client')],
  ])('are neither shown to nor loaded for %s', async (_who, user) => {
    const { requested } = await renderHome(user);
    await waitFor(() => expect(requested()).toContain('/api/careers/departments'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(panelRequested).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Figures' })).toBeNull();
    expect(screen.queryByText(/Open jobs:/)).toBeNull();
    expect(requested()).not.toContain(STATS);
  });

  it('are shown to an administrator after the hero, with the three charts', async () => {
    // happy-dom has no canvas context: chart.js says so on the console, the rest is what is tested.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requested } = await renderHome(userOf('admin'));
    const heading = await screen.findByRole('heading', { name: 'Figures' }, { timeout: 10_000 });
    expect(requested()).toContain(STATS);
    expect(panelRequested).toHaveBeenCalled();
    expect(screen.getByText('Open jobs: 7')).toBeTruthy();
    for (const name of ['Applications per status', 'Applications per week', 'Applications per job']) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
    // After the hero, before the job lists.
    const hero = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(hero.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const latest = screen.getByRole('heading', { name: 'Latest jobs' });
    expect(heading.compareDocumentPosition(latest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
