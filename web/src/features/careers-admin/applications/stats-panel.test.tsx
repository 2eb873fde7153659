import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import StatsPanel from './stats-panel';
import { queryClient } from '../../../lib/query';
import { renderShell } from '../../../layout/test-utils';
import { shortLabel } from './stats-chart';

const stats = (byJob = [{ jobId: 4, reference: 'TRH/2026/004', title: 'Registered Nurse – Critical Care Unit (Night Shifts)', count: 5 }]) => ({
  openJobs: 7,
  byStatus: { draft: 2, submitted: 3, under_review: 1, shortlisted: 0, interview: 0, offer: 0, hired: 0, rejected: 1, withdrawn: 0 },
  byJob,
  byWeek: [
    { week: '2026-W06', count: 0 },
    { week: '2026-W07', count: 5 },
  ],
});

async function renderPanel(body: ReturnType<typeof stats>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  await act(async () => renderShell(<StatsPanel />, { path: '/careers' }));
  return screen.findByRole('heading', { name: 'Figures' });
}

// happy-dom has no canvas context: chart.js says so on the console.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('figures', () => {
  it('name each chart and give its numbers as a table, linked to the filtered applications list', async () => {
    await renderPanel(stats());
    expect(screen.getByText('Open jobs: 7')).toBeTruthy();

    const byStatus = screen.getByRole('figure', { name: 'Applications per status' });
    expect(within(byStatus).getByRole('img', { name: 'Applications per status' }).tagName).toBe('CANVAS');
    const statusTable = within(byStatus).getByRole('table', { name: 'Applications per status' });
    expect(within(statusTable).getByRole('link', { name: 'Submitted' }).getAttribute('href')).toBe('/careers/admin/applications?status=submitted');
    expect(within(statusTable).getByRole('row', { name: 'Submitted 3' })).toBeTruthy();
    expect(within(statusTable).queryByText('Draft')).toBeNull();

    const byJob = screen.getByRole('figure', { name: 'Applications per job' });
    expect(within(byJob).getByRole('img', { name: 'Applications per job' })).toBeTruthy();
    const job = within(byJob).getByRole('link', { name: 'TRH/2026/004 Registered Nurse – Critical Care Unit (Night Shifts)' });
    expect(job.getAttribute('href')).toBe('/careers/admin/applications?job=4');

    const byWeek = screen.getByRole('figure', { name: 'Applications per week' });
    expect(within(byWeek).getByRole('img', { name: 'Applications per week' })).toBeTruthy();
    expect(within(byWeek).getByRole('row', { name: '2026-W07 5' })).toBeTruthy();
    expect(screen.getAllByText('Show the numbers')).toHaveLength(3);
  });

  it('say so when no application has been submitted yet', async () => {
    await renderPanel(stats([]));
    const byJob = screen.getByRole('figure', { name: 'Applications per job' });
    expect(within(byJob).getByText('No applications have been submitted yet.')).toBeTruthy();
    expect(within(byJob).queryByRole('img')).toBeNull();
  });

  it('keep job labels short on the axis', () => {
    expect(shortLabel('TRH/2026/004 Nurse')).toBe('TRH/2026/004 Nurse');
    expect(shortLabel('TRH/2026/004 Registered Nurse – Critical Care')).toBe('TRH/2026/004 Registered Nur…');
    expect(shortLabel('TRH/2026/004 Registered Nurse – Critical Care')).toHaveLength(28);
  });
});
