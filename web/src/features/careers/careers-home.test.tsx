import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, stubApi, userOf } from './shared/test-render';
import { publicJob } from './job/test-job';
import CareersHome from './careers-home';

afterEach(() => vi.unstubAllGlobals());

const api = (url: URL) => {
  if (url.pathname === '/api/careers/departments') {
    return { departments: [{ department: 'nursing', openJobs: 4 }, { department: 'ict', openJobs: 0 }, { department: 'pharmacy', openJobs: 1 }] };
  }
  const sort = url.searchParams.get('sort');
  const job = sort === 'closing' ? publicJob({ id: 9, slug: 'pharmacist-trh-2026-009', title: 'Pharmacist' }) : publicJob();
  return { jobs: [job], total: 1, page: 1, perPage: 3, facets: { department: [], location: [], employmentType: [], workingPattern: [] } };
};

describe('careers home', () => {
  it('lists the latest and closing-soon jobs and the departments with their open jobs', async () => {
    stubApi(api);
    renderPage(<CareersHome />, { path: '/careers', route: '/careers' });
    const latest = await screen.findByRole('link', { name: 'Registered Nurse – Critical Care' });
    expect(latest.closest('section')!.querySelector('h2')!.textContent).toBe('Latest jobs');
    const closing = screen.getByRole('link', { name: 'Pharmacist' });
    expect(closing.closest('section')!.querySelector('h2')!.textContent).toBe('Closing soon');
    expect(await screen.findByRole('link', { name: 'Nursing 4 open jobs' })).toHaveProperty('href', expect.stringMatching(/\/careers\/jobs\?department=nursing$/));
    expect(screen.getByRole('link', { name: 'Pharmacy 1 open job' })).toBeTruthy();
    expect(screen.getByText('ICT').closest('a')).toBeNull();
    expect(screen.getByRole('heading', { name: 'How applying works' })).toBeTruthy();
  });

  it('sends the search to the jobs list', async () => {
    stubApi(api);
    const { location } = renderPage(<CareersHome />, { path: '/careers', route: '/careers' });
    fireEvent.change(screen.getByLabelText('Search jobs by title, keyword or reference'), { target: { value: 'theatre nurse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/careers/jobs?q=theatre%20nurse'));
  });

  it('invites visitors to register or sign in, and greets signed-in applicants', async () => {
    stubApi(api);
    renderPage(<CareersHome />, { path: '/careers', route: '/careers' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows an applicant their applications', async () => {
    stubApi(api);
    renderPage(<CareersHome />, { path: '/careers', route: '/careers', user: userOf('client') });
    expect(screen.getByText(/Signed in as Test User/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/careers/my-applications');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('shows what the app layer puts in its figures slot after the hero', async () => {
    stubApi(api);
    renderPage(<CareersHome figures={<section aria-label="Slot content" />} />, { path: '/careers', route: '/careers' });
    const slot = screen.getByRole('region', { name: 'Slot content' });
    expect(slot.previousElementSibling?.tagName).toBe('HEADER');
    await screen.findByRole('link', { name: 'Registered Nurse – Critical Care' });
  });
});
