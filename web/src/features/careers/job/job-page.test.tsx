import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPage, stubApi, userOf } from '../shared/test-render';
import JobPage from './job-page';
import { publicJob } from './test-job';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
});

const jobLd = () => document.head.querySelector('script[type="application/ld+json"]');
const show = (job: unknown, user: Parameters<typeof userOf>[0] | null = null, id = 'registered-nurse-critical-care-trh-2026-007') => {
  const known = '/api/careers/jobs/registered-nurse-critical-care-trh-2026-007';
  const fetch = stubApi((url) => (url.pathname === known ? job : [404, { statusCode: 404, error: 'Not Found', message: 'no' }]));
  renderPage(<JobPage />, { path: `/careers/job/${id}`, route: '/careers/job/:id', user: user ? userOf(user) : null });
  return fetch;
};

describe('job page', () => {
  it('shows the whole vacancy to a visitor, with sign-in and registration that return to the job', async () => {
    show(publicJob());
    expect(await screen.findByRole('heading', { level: 1, name: 'Registered Nurse – Critical Care' })).toBeTruthy();
    expect(screen.getByText('TRH/2026/007')).toBeTruthy();
    expect(screen.getByText(/KES\s68,000\s?–\s?92,000 a month \(gross\)/)).toBeTruthy();
    for (const heading of ['About the job', 'Main duties', 'Essential criteria', 'Desirable criteria', 'Documents required']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByText('Practising licence')).toBeTruthy();
    const signIn = screen.getAllByRole('link', { name: 'Sign in to apply' })[0]!;
    expect(signIn.getAttribute('href')).toBe('/login?redirect=/careers/job/registered-nurse-critical-care-trh-2026-007');
    expect(screen.getAllByRole('link', { name: 'Create an account' })[0]!.getAttribute('href')).toBe(
      '/register?redirect=/careers/job/registered-nurse-critical-care-trh-2026-007',
    );
    expect(screen.queryByRole('link', { name: 'Apply for this job' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit job' })).toBeNull();
    // The JSON-LD is put into <head> by an effect: wait for it rather than race it.
    await waitFor(() => expect(jobLd()).not.toBeNull());
    expect(JSON.parse(jobLd()!.textContent!)).toMatchObject({ '@type': 'JobPosting', title: 'Registered Nurse – Critical Care' });
    await waitFor(() => expect(document.title).toBe('Registered Nurse – Critical Care · Hospital Careers'));
  });

  it('offers an applicant the Apply button, and an administrator the edit link', async () => {
    show(publicJob(), 'client');
    const apply = await screen.findAllByRole('link', { name: 'Apply for this job' });
    expect(apply[0]!.getAttribute('href')).toBe('/careers/my-applications?apply=7');
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).toBeNull();
  });

  it('offers an administrator the edit link and no Apply button', async () => {
    show(publicJob(), 'admin');
    const edit = await screen.findAllByRole('link', { name: 'Edit job' });
    expect(edit[0]!.getAttribute('href')).toBe('/careers/admin/jobs?edit=7');
    expect(screen.queryByRole('link', { name: 'Apply for this job' })).toBeNull();
  });

  it('says a closed job has closed, when, and offers the open jobs instead of applying', async () => {
    show(publicJob({ status: 'closed', closingDate: '2026-11-03' }), 'client');
    expect(await screen.findByRole('heading', { name: 'This job has closed' })).toBeTruthy();
    expect(screen.getByText(/Applications closed on 3 November 2026/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'See open jobs' })[0]!.getAttribute('href')).toBe('/careers/jobs');
    expect(screen.queryByRole('link', { name: 'Apply for this job' })).toBeNull();
    expect(jobLd()).toBeNull();
  });

  it('says an unknown job is not found', async () => {
    show(publicJob(), null, 'no-such-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See open jobs' }).getAttribute('href')).toBe('/careers/jobs');
    expect(jobLd()).toBeNull();
  });
});
