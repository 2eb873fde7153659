import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../lib/query';
import { renderShell } from '../../../layout/test-utils';
import AuditLogPage from './audit-log-page';
import type { AuditEvent } from './vocabulary';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  at: '2026-03-02T09:15:00.000Z',
  actor: { id: 5, name: 'Ward Manager', role: 'recruiting_manager', deactivated: false },
  action: 'application.status_changed',
  subjectType: 'Application',
  subjectId: '12',
  applicationId: 12,
  jobId: 3,
  fields: null,
  outcome: 'allowed',
  detail: { from: 'submitted', to: 'under_review' },
  requestId: 'r1',
  ip: '10.0.0.1',
  ...overrides,
});

const moved = event({});
const leaver = event({ id: 2, actor: { id: 9, name: 'Lee Left', role: 'recruitment_admin', deactivated: true }, action: 'staff.grant_changed', subjectType: 'Staff', subjectId: '7', fields: ['systemRole'], detail: null });
const unknown = event({ id: 3, actor: { id: null, name: null, role: 'system', deactivated: false }, action: 'retention.purged', subjectType: 'Retention', subjectId: null, applicationId: null, outcome: 'denied', detail: null });

/** The API as the page sees it: the log answers `list()`; the export answers a CSV; every request is recorded. */
function stubApi(list: () => AuditEvent[]) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url, 'http://localhost');
      calls.push(url);
      if (url.pathname.endsWith('/export.csv')) {
        return new Response('\ufeffEvent\r\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit-log-2026-03-02.csv"' } });
      }
      const items = list();
      return new Response(JSON.stringify({ items, total: items.length, page: 1, perPage: 25 }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

async function renderPage(path: string) {
  const { location } = await act(async () => renderShell(<AuditLogPage />, { path }));
  return location;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the audit log screen', () => {
  it('asks the server for the filters of the URL and names each event in the reader’s words', async () => {
    const calls = stubApi(() => [moved, leaver, unknown]);
    await renderPage('/careers/admin/audit?application=12&action=application.&outcome=allowed&from=2026-03-01&to=2026-03-31&q=ward');
    await screen.findByText('Application status changed');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      applicationId: '12',
      action: 'application.',
      outcome: 'allowed',
      from: '2026-03-01',
      to: '2026-03-31',
      q: 'ward',
      sortBy: 'at',
      sortDesc: 'true',
      page: '1',
      perPage: '25',
    });
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('application.');
    expect((screen.getByLabelText('Application number') as HTMLInputElement).value).toBe('12');

    const [, first, second, third] = screen.getAllByRole('row');
    expect(within(first!).getByText('Ward Manager', { selector: '.audit-actor__name' })).toBeTruthy();
    expect(within(first!).getByText('Recruiting manager')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Application 12' }).getAttribute('href')).toBe('/careers/single-application/12');
    expect(within(first!).getByText('Done')).toBeTruthy();
    // A deactivated account: the name struck through, and said in words.
    const struck = within(second!).getByText('Lee Left', { selector: 's' });
    expect(struck.tagName).toBe('S');
    expect(within(second!).getByText('deactivated')).toBeTruthy();
    expect(within(second!).getByText('Access changed')).toBeTruthy();
    expect(within(second!).getByText('Staff account 7')).toBeTruthy();
    // An action this screen does not know is shown as the server names it; the system has no name of its own.
    expect(within(third!).getByText('retention.purged')).toBeTruthy();
    expect(within(third!).getByText('The portal')).toBeTruthy();
    expect(within(third!).getByText('Refused')).toBeTruthy();
  });

  it('says an empty log is empty once, and "no match" only when filters are on', async () => {
    stubApi(() => []);
    await renderPage('/careers/admin/audit');
    await screen.findByText('Nothing has been recorded yet.');
    expect(screen.queryByText('No events match these filters.')).toBeNull();
  });

  it('keeps only what one person did, in the URL, and shows everyone again', async () => {
    const calls = stubApi(() => [moved, leaver]);
    const location = await renderPage('/careers/admin/audit');
    fireEvent.click(await screen.findByRole('button', { name: 'Only this person Lee Left' }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/careers/admin/audit?person=9'));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('actorId')).toBe('9'));
    expect(await screen.findByText('Only what Lee Left did.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/careers/admin/audit'));
  });

  it('applies an application number on Enter, and says when what is typed is not one', async () => {
    const calls = stubApi(() => [moved]);
    const location = await renderPage('/careers/admin/audit');
    await screen.findByText('Application status changed');
    const input = screen.getByLabelText('Application number');
    fireEvent.change(input, { target: { value: '12x' } });
    expect(screen.getByText('Type the number of an application.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(location.history!.at(-1)).toBe('/careers/admin/audit?application=12'));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('applicationId')).toBe('12'));
  });

  it('leaves out a range of days that ends before it starts, and says so', async () => {
    const calls = stubApi(() => [moved]);
    await renderPage('/careers/admin/audit?from=2026-05-02&to=2026-05-01');
    await screen.findByText('Application status changed');
    expect(screen.getByRole('alert').textContent).toBe('The first day is after the last: the days are not applied.');
    expect(calls[0]!.searchParams.has('from')).toBe(false);
    expect(calls[0]!.searchParams.has('to')).toBe(false);
  });

  it('exports the CSV of the current filters, then reads the list again (the export is recorded)', async () => {
    const calls = stubApi(() => [moved]);
    const saved = vi.fn(() => 'blob:audit');
    Object.assign(URL, { createObjectURL: saved, revokeObjectURL: () => {} });
    // The download link is followed by the browser; the test's document stays where it is.
    const followed = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPage('/careers/admin/audit?outcome=denied&sortDesc=false');
    await screen.findByText('Application status changed');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(followed).toHaveBeenCalledTimes(1);
    const exported = calls.find((url) => url.pathname.endsWith('/export.csv'))!;
    expect(Object.fromEntries(exported.searchParams)).toEqual({ outcome: 'denied', sortDesc: 'false' });
    await waitFor(() => expect(calls.map((url) => url.pathname)).toEqual(['/api/careers/admin/audit', '/api/careers/admin/audit/export.csv', '/api/careers/admin/audit']));
    followed.mockRestore();
  });
});
