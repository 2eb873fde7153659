import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/app.js';
import { jobs, referenceRequests } from '../../server/db/schema.js';
import { purgeExpiredReferences, runReferenceReminders } from '../../server/modules/careers-references/index.js';
import { answers, atInterview, MARY, moveTo, referee, refereeToken, referencesJob, refsUrl, withAdminApp } from './careers-references-helpers.js';

let t: TestApp;
let admin: Record<string, string>;

withAdminApp((app, headers) => ([t, admin] = [app, headers]));

describe('an application that ends, and retention', () => {
  it('no reminder after the application ends; its link leads nowhere; content and contacts purged 12 months after the job closed', async () => {
    const jobId = await referencesJob(t, 'Theatre Nurse, retention');
    const ended = await atInterview(t, admin, jobId, 'refs-ended');
    const kept = await atInterview(t, admin, jobId, 'refs-kept');
    for (const app of [ended, kept]) expect((await t.app.inject({ method: 'POST', url: refsUrl(app.id), headers: admin, payload: { refereeIds: ['ref-1'] } })).statusCode).toBe(201);
    const token = await refereeToken(t, MARY);
    expect((await referee.submit(t, token, answers('pre_offer'))).statusCode).toBe(200);
    // The second request (kept's) was sent last: its token is the newest to Mary.
    const [endedRow] = await t.app.db.select().from(referenceRequests).where(eq(referenceRequests.applicationId, ended.id));
    await moveTo(t, admin, ended.id, ['rejected']);
    await t.app.db.update(referenceRequests).set({ requestedAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(referenceRequests.id, endedRow!.id));
    expect(await runReferenceReminders(t.app, t.config, { instance: 'x' })).toBe(0);

    // Twelve months after the job closed: the rejected application's request loses its content and contacts.
    await t.app.db.update(jobs).set({ closesAt: new Date(Date.now() - 400 * 86_400_000) }).where(eq(jobs.id, jobId));
    expect(await purgeExpiredReferences(t.app, t.config)).toBe(1);
    const [purged] = await t.app.db.select().from(referenceRequests).where(eq(referenceRequests.id, endedRow!.id));
    expect(purged).toMatchObject({ referee: null, refereeEmail: null, answers: null, purgedAt: expect.any(Date) });
    const [still] = await t.app.db.select().from(referenceRequests).where(eq(referenceRequests.applicationId, kept.id));
    expect(still!.refereeEmail).toBe(MARY);
    expect(await purgeExpiredReferences(t.app, t.config)).toBe(0);
  });
});
