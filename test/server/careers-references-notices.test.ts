import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/app.js';
import { mailOutbox, referenceRequests } from '../../server/db/schema.js';
import { runEndedNotices } from '../../server/modules/careers-references/index.js';
import { answers, atInterview, MARY, moveTo, myRefsUrl, PETER, referee, refereeToken, referencesJob, refsUrl, withAdminApp } from './careers-references-helpers.js';

/** The references' notices: "no longer needed" to referees whose request closes unanswered, "received, to review" to the staff who asked. */
let t: TestApp;
let admin: Record<string, string>;
let jobId: number;
withAdminApp((app, headers) => ([t, admin] = [app, headers]));
beforeAll(async () => {
  jobId = await referencesJob(t, 'Ward Nurse, reference notices');
});

const NO_LONGER = '%no longer needed%';
const mailsTo = (to: string, subject: string) =>
  // Oldest first: the tests read the newest as the last (PostgreSQL returns rows in no set order without it).
  t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, to), like(mailOutbox.subject, subject))).orderBy(asc(mailOutbox.id));
/** Asks both referees of a new application at interview; answers the application and its two requests (Mary's, Peter's). */
async function asked(name: string) {
  const app = await atInterview(t, admin, jobId, name);
  const res = await t.app.inject({ method: 'POST', url: refsUrl(app.id), headers: admin, payload: { refereeIds: ['ref-1', 'ref-2'] } });
  expect(res.statusCode, res.body).toBe(201);
  const [mary, peter] = res.json().items as { id: number }[];
  return { ...app, mary: mary!.id, peter: peter!.id, maryToken: await refereeToken(t, MARY), peterToken: await refereeToken(t, PETER) };
}

describe('no longer needed', () => {
  it('a cancelled request: its referee hears it once, without a working link', async () => {
    const app = await asked('notice-cancel');
    const before = (await mailsTo(PETER, NO_LONGER)).length;
    const res = await t.app.inject({ method: 'POST', url: refsUrl(app.id, app.peter, 'cancel'), headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsTo(PETER, NO_LONGER);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.bodyText).not.toContain('/careers/reference');
    expect((await referee.get(t, app.peterToken)).statusCode).toBe(404);
    // Cancelling again is refused and tells no one again.
    expect((await t.app.inject({ method: 'POST', url: refsUrl(app.id, app.peter, 'cancel'), headers: admin })).statusCode).toBe(409);
    expect(await mailsTo(PETER, NO_LONGER)).toHaveLength(before + 1);
  });

  it('an application that ends: the referees who had not answered hear it once across two instances, the one who answered does not', async () => {
    const app = await asked('notice-ended');
    expect((await referee.submit(t, app.maryToken, answers('pre_offer'))).statusCode).toBe(200);
    const before = { mary: (await mailsTo(MARY, NO_LONGER)).length, peter: (await mailsTo(PETER, NO_LONGER)).length };
    await moveTo(t, admin, app.id, ['rejected']);
    const runs = await Promise.all([runEndedNotices(t.app, t.config, 'a'), runEndedNotices(t.app, t.config, 'b')]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runEndedNotices(t.app, t.config, 'a')).toBe(0);
    expect(await mailsTo(PETER, NO_LONGER)).toHaveLength(before.peter + 1);
    expect(await mailsTo(MARY, NO_LONGER)).toHaveLength(before.mary);
  });

  it('a referee replaced after 14 days without an answer hears it; the new one gets the request', async () => {
    const app = await asked('notice-replace');
    await t.app.db.update(referenceRequests).set({ requestedAt: sql`now() - interval '15 days'` }).where(eq(referenceRequests.id, app.peter));
    const before = (await mailsTo(PETER, NO_LONGER)).length;
    const replacement = { name: 'Joy Akinyi', email: 'joy.akinyi@county.example', position: 'Matron', organisation: 'County Hospital', relationship: 'Supervisor' };
    const res = await t.app.inject({ method: 'POST', url: myRefsUrl(app.id, app.peter, 'replace'), headers: app.who.headers, payload: replacement });
    expect(res.statusCode, res.body).toBe(201);
    expect(await mailsTo(PETER, NO_LONGER)).toHaveLength(before + 1);
    expect(await mailsTo(replacement.email, 'Reference request for%')).toHaveLength(1);
  });
});

describe('received, to review', () => {
  it('the member of staff who asked hears that the reference arrived, with a link to the application and no answer in it', async () => {
    const app = await asked('notice-received');
    const email = 'admin@demo.com';
    const before = (await mailsTo(email, 'Reference received for%')).length;
    expect((await referee.submit(t, app.maryToken, answers('pre_offer'))).statusCode).toBe(200);
    const mails = await mailsTo(email, 'Reference received for%');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.bodyText).toContain('Mary Njeri');
    expect(mail.bodyText).toContain(`/careers/single-application/${app.id}`);
    for (const answer of Object.values(answers('pre_offer')).filter((v): v is string => typeof v === 'string' && v !== 'yes' && v !== 'Mary Njeri')) expect(mail.bodyText + (mail.bodyHtml ?? '')).not.toContain(answer);
    // A second submit is refused and sends nothing.
    expect((await referee.submit(t, app.maryToken, answers('pre_offer'))).statusCode).toBe(409);
    expect(await mailsTo(email, 'Reference received for%')).toHaveLength(before + 1);
  });
});
