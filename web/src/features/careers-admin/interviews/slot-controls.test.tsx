import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query';
import type { InterviewRound } from './api';
import { SlotAssign } from './slot-assign';
import { SlotEdit } from './slot-edit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 10 March 2031, 09:00–09:30 in Nairobi (UTC+3), i.e. 06:00Z. */
const SLOT = { id: 7, startsAt: '2031-03-10T06:00:00.000Z', endsAt: '2031-03-10T06:30:00.000Z', capacity: 1, booked: 0 };
const round = { id: 3, timeZone: 'Africa/Nairobi' } as InterviewRound;

/** Records each request's method, path and body; answers 200 with the slot, or the refusal given for every write. */
function stubServer(refusal?: { statusCode: number; code: string }) {
  const calls: { what: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push({ what: `${request.method} ${new URL(request.url).pathname}`, body: request.method === 'GET' ? null : await request.clone().json() });
      const [status, answer] = refusal && request.method !== 'GET' ? [refusal.statusCode, { ...refusal, error: 'Conflict', message: refusal.code }] : [200, SLOT];
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const inApp = (children: React.ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>,
  );
const show = (slot = SLOT) => inApp(<SlotEdit round={round} slot={slot} />);

describe('changing a slot', () => {
  it('opens on its day and start in the hospital\'s time, focused, and sends only what changed as an instant', async () => {
    const calls = stubServer();
    show();
    fireEvent.click(screen.getByRole('button', { name: /^Change the slot/ }));
    const day = screen.getByLabelText('Day') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(day));
    expect(day.value).toBe('2031-03-10');
    const start = screen.getByLabelText('Start (hospital time)') as HTMLInputElement;
    expect(start.value).toBe('09:00');
    fireEvent.change(start, { target: { value: '10:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the slot' }));
    await waitFor(() => expect(calls.find((c) => c.what.startsWith('PATCH'))).toBeTruthy());
    expect(calls.find((c) => c.what.startsWith('PATCH'))).toEqual({ what: 'PATCH /api/careers/admin/interview-slots/7', body: { startsAt: '2031-03-10T07:15:00.000Z' } });
    // Closed again, the focus back on its button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Change the slot/ })));
  });

  it('a booked slot offers only its capacity; a length out of range is refused before asking the server', async () => {
    const calls = stubServer();
    show({ ...SLOT, booked: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^Change the slot/ }));
    expect(screen.queryByLabelText('Day')).toBeNull();
    expect(screen.getByText('This slot is booked: only its capacity may be raised.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Capacity'), { target: { value: '51' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the slot' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The capacity is between 1 and 50.');
    expect(calls.filter((c) => c.what.startsWith('PATCH'))).toEqual([]);
  });
});

describe('placing an applicant in a slot', () => {
  const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const slot = (id: number, startsAt: string, booked = 0, capacity = 1) => ({ id, startsAt, endsAt: startsAt, booked, capacity });
  const invitation = { id: 11, candidate: 'Amina Otieno', status: 'booked', slotId: 1 } as InterviewRound['invitations'][number];
  const board = { ...round, slots: [slot(1, later(48), 1), slot(2, later(50)), slot(3, later(52), 1), slot(4, later(-2)), slot(5, later(54), 1, 2)] } as InterviewRound;

  it('offers the slots with a seat left that have not started, not the one held, and moves the booking there', async () => {
    const calls = stubServer();
    inApp(<SlotAssign round={board} invitation={invitation} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move the interview of Amina Otieno' }));
    const choice = screen.getByLabelText('Slot') as HTMLSelectElement;
    await waitFor(() => expect(document.activeElement).toBe(choice));
    expect([...choice.options].map((o) => o.value)).toEqual(['', '2', '5']);
    fireEvent.click(screen.getByRole('button', { name: 'Move to this slot' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a slot first.');
    fireEvent.change(choice, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move to this slot' }));
    await waitFor(() => expect(calls.find((c) => c.what.startsWith('POST'))).toEqual({ what: 'POST /api/careers/admin/interview-invitations/11/slot', body: { slotId: 5 } }));
  });

  it('says so when the slot was taken meanwhile, and stays open for another choice', async () => {
    stubServer({ statusCode: 409, code: 'slot_full' });
    inApp(<SlotAssign round={board} invitation={invitation} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move the interview of Amina Otieno' }));
    fireEvent.change(screen.getByLabelText('Slot'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move to this slot' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This slot was taken meanwhile: choose another.');
    expect(screen.getByLabelText('Slot')).toBeTruthy();
  });
});
