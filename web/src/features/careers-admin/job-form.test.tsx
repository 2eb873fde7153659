import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query';
import { JobForm } from './job-form';
import type { Job } from './vocabulary';

afterEach(() => vi.unstubAllGlobals());

const savedJob = (overrides: Partial<Job> = {}): Job =>
  ({
    id: 41, reference: 'TRH/2026/041', slug: 'porter-trh-2026-041', title: 'Porter', department: null, location: null, employmentType: null,
    workingPattern: null, grade: '', salaryMin: null, salaryMax: null, salaryCurrency: 'KES', posts: 1, summary: '', description: '',
    duties: [], essentialCriteria: [], desirableCriteria: [], documentsRequired: ['cv'], postedAt: null, closingDate: null, closesAt: null,
    status: 'draft', createdAt: '2026-11-22T00:00:00.000Z', updatedAt: '2026-11-22T00:00:00.000Z', ...overrides,
  }) as Job;

type Reply = [number, unknown];
/** Answers each request in turn; records method and path. */
function stubServer(...replies: Reply[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      const [status, body] = replies.shift() ?? [500, {}];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderForm(job: Job | null = null) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <JobForm job={job} listHref="/careers/admin/jobs" onDone={onDone} onDuplicate={vi.fn()} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return onDone;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** A 400 in the error envelope: what the form reads is the code, the field and the problems, never the English. */
const bad = (code: string, field?: string, problems?: { code: string; field: string }[]) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: 'English for people reading the answer, not for the form',
  code,
  ...(field ? { field } : {}),
  ...(problems ? { problems } : {}),
});

describe('job form', () => {
  it('lists what publishing needs before asking the server', async () => {
    const calls = stubServer();
    renderForm();
    type('Job title', 'Porter');
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(screen.getByRole('link', { name: 'Choose a department.' }).getAttribute('href')).toBe('#job-department');
    expect(screen.getByRole('link', { name: 'Choose a closing date.' })).toBeTruthy();
    expect(screen.getByLabelText('Summary (required to publish)').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('saves a draft with only a title', async () => {
    const calls = stubServer([201, savedJob()]);
    const onDone = renderForm();
    type('Job title', 'Porter');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }), false));
    expect(calls).toEqual(['POST /api/careers/admin/jobs']);
  });

  it('shows the server’s 400 next to the field it names', async () => {
    stubServer([400, bad('invalid_input', 'location')]);
    renderForm();
    type('Job title', 'Porter');
    type('Site (required to publish)', 'main-campus');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(document.getElementById('job-location-error')?.textContent).toBe('This value is not accepted. Check it and try again.');
  });

  it('keeps the saved draft when publishing is refused, and saves it again rather than creating another', async () => {
    const future = '2099-01-01';
    const calls = stubServer(
      [201, savedJob()],
      [400, bad('field_required', 'summary', [{ code: 'field_required', field: 'summary' }, { code: 'closing_date_past', field: 'closingDate' }])],
      [200, savedJob()],
      [200, savedJob({ status: 'open' })],
    );
    const onDone = renderForm();
    type('Job title', 'Porter');
    type('Department (required to publish)', 'administration');
    type('Site (required to publish)', 'main-campus');
    type('Employment type (required to publish)', 'permanent');
    type('Working pattern (required to publish)', 'full-time');
    type('Minimum monthly salary (required to publish)', '30000');
    type('Maximum monthly salary (required to publish)', '40000');
    type('Closing date (required to publish)', future);
    type('Summary (required to publish)', 'Move patients.');
    type('Description (required to publish)', 'You will move patients.');
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(document.getElementById('job-closingDate-error')?.textContent).toBe('To publish the job, the closing date must be today or later.');
    expect(document.getElementById('job-summary-error')?.textContent).toBe('Enter a summary.');

    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'open' }), true));
    expect(calls).toEqual([
      'POST /api/careers/admin/jobs',
      'POST /api/careers/admin/jobs/41/publish',
      'PUT /api/careers/admin/jobs/41',
      'POST /api/careers/admin/jobs/41/publish',
    ]);
  });

  it('offers no editing of an archived job, only a copy', () => {
    stubServer();
    renderForm(savedJob({ status: 'archived' }));
    expect(screen.getByText(/An archived job cannot be edited/)).toBeTruthy();
    expect(screen.getByLabelText('Job title').closest('fieldset')!.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
  });
});
