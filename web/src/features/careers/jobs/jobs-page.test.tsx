import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, stubApi } from '../shared/test-render';
import { publicJob } from '../job/test-job';
import JobsPage from './jobs-page';

afterEach(() => vi.unstubAllGlobals());

const facets = {
  department: [
    { value: 'nursing', count: 3 },
    { value: 'surgery', count: 2 },
    { value: 'ict', count: 0 },
  ],
  location: [{ value: 'main-campus', count: 3 }],
  employmentType: [{ value: 'permanent', count: 3 }],
  workingPattern: [{ value: 'shifts', count: 3 }],
};
const list = (total: number) => ({ jobs: total ? [publicJob()] : [], total, page: 1, perPage: 10, facets });

describe('jobs list', () => {
  it('asks for the view in the URL and shows the facets with their counts', async () => {
    const fetch = stubApi(() => list(3));
    renderPage(<JobsPage />, { path: '/careers/jobs?q=nurse&department=nursing&sortBy=closing', route: '/careers/jobs' });
    expect(await screen.findByText('3 jobs found')).toBeTruthy();
    const asked = new URL((fetch.mock.calls[0]![0] as Request).url);
    expect(asked.searchParams.get('q')).toBe('nurse');
    expect(asked.searchParams.getAll('department')).toEqual(['nursing']);
    expect(asked.searchParams.get('sort')).toBe('closing');
    expect((screen.getByRole('checkbox', { name: 'Nursing (3)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Surgery (2)' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /ICT/ })).toBeNull();
    expect((screen.getByLabelText('Job title, keyword or reference') as HTMLInputElement).value).toBe('nurse');
    expect(screen.getByRole('link', { name: 'Registered Nurse – Critical Care' }).getAttribute('href')).toBe('/careers/job/registered-nurse-critical-care-trh-2026-007');
  });

  it('puts every choice in the URL', async () => {
    stubApi(() => list(3));
    const { location } = renderPage(<JobsPage />, { path: '/careers/jobs?department=nursing&page=2', route: '/careers/jobs' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Surgery (2)' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/careers/jobs?department=nursing&department=surgery'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'title' } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/careers/jobs?department=nursing&department=surgery&sortBy=title'));
    fireEvent.change(screen.getByLabelText('Job title, keyword or reference'), { target: { value: ' lab ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/careers/jobs?q=lab&department=nursing&department=surgery&sortBy=title'));
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    stubApi(() => list(0));
    renderPage(<JobsPage />, { path: '/careers/jobs?q=astronaut&department=ict&sortBy=title', route: '/careers/jobs' });
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.getByText(/No open job matches your search/)).toBeTruthy();
    const clear = screen.getAllByRole('link', { name: 'Clear search and filters' });
    expect(clear.at(-1)!.getAttribute('href')).toBe('/careers/jobs?sortBy=title');
  });

  it('says which words it searched instead of a misspelling, with the way back to the words as typed', async () => {
    const fetch = stubApi(() => ({ ...list(3), correctedQuery: 'nurse' }));
    renderPage(<JobsPage />, { path: '/careers/jobs?q=nurce&sortBy=closing', route: '/careers/jobs' });
    expect(await screen.findByText('nurse', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/Showing results for/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search instead for “nurce”' }).getAttribute('href')).toBe('/careers/jobs?q=nurce&sortBy=closing&exact=true');
    expect(new URL((fetch.mock.calls[0]![0] as Request).url).searchParams.get('exact')).toBeNull();
  });

  it('folds the filters behind a button that says whether they are shown', async () => {
    stubApi(() => list(3));
    renderPage(<JobsPage />, { path: '/careers/jobs?department=nursing', route: '/careers/jobs' });
    const toggle = await screen.findByRole('button', { name: /Show filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('(1 chosen)');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Hide filters/ }).getAttribute('aria-expanded')).toBe('true');
  });
});
