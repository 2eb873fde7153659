import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signInAs } from './staff-access-helpers.js';

/**
 * The demo's interview round (SEED_DEMO is on in tests): the demo panel member and recruiting
 * manager find it on their job, with a booked slot; the adjustment asked for is shown to the
 * manager (the round's lead) and not to the panel member.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Round = { id: number; name: string; canManage: boolean; slots: { booked: number }[]; invitations: { status: string; adjustments?: unknown }[] };

async function roundsSeenBy(who: 'panel' | 'manager') {
  const { headers } = await signInAs(t, who);
  const calendar = await t.app.inject({ method: 'GET', url: '/api/careers/admin/interviews', headers, query: { from: new Date().toISOString().slice(0, 10), to: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10) } });
  expect(calendar.statusCode, calendar.body).toBe(200);
  const jobIds = [...new Set((calendar.json().items as { job: { id: number } }[]).map((i) => i.job.id))];
  expect(jobIds.length).toBe(1);
  const res = await t.app.inject({ method: 'GET', url: `/api/careers/admin/jobs/${jobIds[0]}/interview-rounds`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Round[];
}

describe('the demo interview round', () => {
  it('is on the panel member\'s calendar, booked, without the adjustment', async () => {
    const [round] = await roundsSeenBy('panel');
    expect(round).toMatchObject({ name: 'Panel interview', canManage: false });
    expect(round!.slots.filter((s) => s.booked === 1)).toHaveLength(1);
    expect(round!.invitations).toHaveLength(1);
    expect(round!.invitations[0]).toMatchObject({ status: 'booked' });
    expect(round!.invitations[0]).not.toHaveProperty('adjustments');
  });

  it('shows the lead (the recruiting manager) the adjustment asked for, and lets them manage it', async () => {
    const [round] = await roundsSeenBy('manager');
    expect(round).toMatchObject({ canManage: true });
    expect(round!.invitations[0]!.adjustments).toEqual({ kinds: ['step_free_access'], note: 'I use a wheelchair.' });
  });
});
