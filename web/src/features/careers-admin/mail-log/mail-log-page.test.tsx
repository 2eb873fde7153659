import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../lib/query';
import { renderShell } from '../../../layout/test-utils';
import MailLogPage from './mail-log-page';
import type { MailLogEntry } from './vocabulary';

const entry = (overrides: Partial<MailLogEntry>): MailLogEntry => ({
  id: 1,
  kind: 'activation',
  recipient: 'ana@example.com',
  subject: 'Activate your account',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  undeliverable: false,
  deliveredVia: 'smtp',
  createdAt: '2026-03-02T09:15:00.000Z',
  sentAt: '2026-03-02T09:15:05.000Z',
  retryable: false,
  ...overrides,
});

const LONG_ERROR = '421 4.7.0 Try again later, closing connection. The server at mx.example.org is busy; come back in a few minutes.';
const failed = entry({ id: 7, recipient: 'bruno@example.com', status: 'failed', attempts: 5, lastError: LONG_ERROR, sentAt: null, retryable: true, kind: 'application-status' });
const textGone = entry({ id: 8, recipient: 'deleted-account', status: 'failed', attempts: 2, lastError: '550 no such user', undeliverable: true, sentAt: null, kind: 'newsletter' });
const retrying = entry({ id: 9, recipient: 'carla@example.com', status: 'retrying', attempts: 2, nextAttemptAt: '2026-03-02T10:00:00.000Z', sentAt: null });

type Reply = [status: number, body: unknown];

/** The API as the page sees it: the mail log answers `list()`, a retry answers `retry()`; every request is recorded. */
function stubApi(list: () => Reply, retry: () => Reply) {
  const calls: URL[] = [];
  const methods: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url, 'http://localhost');
      calls.push(url);
      methods.push(`${request.method} ${url.pathname}`);
      const [status, body] = url.pathname.endsWith('/retry') ? retry() : list();
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls, methods };
}

const page = (items: MailLogEntry[], statusCounts: Record<string, number> = { failed: 2, retrying: 1 }): Reply => [200, { items, total: items.length, statusCounts }];

async function renderPage(path = '/careers/admin/mail?status=failed') {
  const { location } = await act(async () => renderShell(<MailLogPage />, { path }));
  return location;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the mail log', () => {
  it('asks the server for the filters of the URL and shows each message with its status, kind and error', async () => {
    const { calls } = stubApi(() => page([failed, textGone, retrying]), () => [500, {}]);
    await renderPage();
    await screen.findByText('bruno@example.com', { selector: '.mail-log__recipient' });
    const query = Object.fromEntries(calls[0]!.searchParams);
    expect(query).toEqual({ status: 'failed', sortBy: 'createdAt', sortDesc: 'true', page: '1', perPage: '10' });

    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(status.value).toBe('failed');
    expect(within(status).getByRole('option', { name: 'Failed (2)' })).toBeTruthy();
    expect(within(status).getByRole('option', { name: 'Sent (0)' })).toBeTruthy();

    const rows = screen.getAllByRole('row');
    const [first, second, third] = [rows[1]!, rows[2]!, rows[3]!];
    expect(within(first).getByText('Application status changed')).toBeTruthy();
    // The long error is cut in the table; its whole text is in the disclosure it opens.
    const summary = within(first).getByText(/^421 4\.7\.0 Try again later/, { selector: 'summary' });
    expect(summary.textContent).toContain('…');
    expect(within(first).getByText(LONG_ERROR)).toBeTruthy();
    expect(within(second).getByText('newsletter')).toBeTruthy();
    expect(within(second).getByText('Undeliverable')).toBeTruthy();
    expect(within(second).getByText('550 no such user')).toBeTruthy();
    expect(within(third).getByText(/^Next attempt at/)).toBeTruthy();
  });

  it('offers Retry only on the messages that can be sent again, and refreshes the list after it', async () => {
    let sent = false;
    const { methods } = stubApi(
      () => page(sent ? [{ ...failed, status: 'queued', retryable: false, attempts: 0 }, textGone] : [failed, textGone]),
      () => {
        sent = true;
        return [200, { ...failed, status: 'queued', retryable: false, attempts: 0 }];
      },
    );
    await renderPage();
    await screen.findByText('bruno@example.com', { selector: '.mail-log__recipient' });
    const buttons = screen.getAllByRole('button', { name: /^Retry/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Retry bruno@example.com']);

    fireEvent.click(buttons[0]!);
    expect(await screen.findByText('E-mail queued again', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('The e-mail to bruno@example.com will be sent again shortly.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull());
    expect(methods).toEqual(['GET /api/careers/admin/mail', 'POST /api/careers/admin/mail/7/retry', 'GET /api/careers/admin/mail']);
  });

  it('says why the server refused a retry, in the reader’s words, and shows where the message stands now', async () => {
    let refused = false;
    stubApi(
      () => page(refused ? [{ ...failed, status: 'sent', retryable: false }] : [failed]),
      () => {
        refused = true;
        return [409, { statusCode: 409, error: 'Conflict', message: 'English for the log', code: 'mail_not_failed' }];
      },
    );
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry bruno@example.com' }));
    expect(await screen.findByText('Only a failed e-mail can be sent again. The list now shows where it stands.', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull());
  });

  it('keeps a new filter in the URL and asks the server for it', async () => {
    const { calls } = stubApi(() => page([failed]), () => [500, {}]);
    const location = await renderPage('/careers/admin/mail?page=2');
    await screen.findByText('bruno@example.com', { selector: '.mail-log__recipient' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'sent' } });
    await waitFor(() => expect(location.history!.at(-1)).toBe('/careers/admin/mail?status=sent'));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('status')).toBe('sent'));
    expect(calls.at(-1)!.searchParams.get('page')).toBe('1');
  });
});
