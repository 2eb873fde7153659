import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { eventually, startSmtp } from '../helpers/smtp.js';
import { mailOutbox } from '../../server/db/schema.js';
import { atInterview, bearer, myRefsUrl, PETER, referee, refereeToken, referencesJob, refsUrl } from './careers-references-helpers.js';

/**
 * A bounced referee address (issue 30): a real SMTP server refuses the address (550) or keeps
 * answering "try later" until the outbox gives up; the request then shows "address bounced" to
 * the applicant and to staff, and a corrected address kills the old links and asks the new one.
 */
const GONE = 'gone.mary@county.example';
const FULL = 'full.mary@county.example';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: Record<string, string>;
let jobId: number;
let filed = 0;

beforeAll(async () => {
  const folder: { dir?: string } = {};
  smtp = await startSmtp({
    refuseRecipient: (address) =>
      address.startsWith('gone.') ? { code: 550, message: 'No such mailbox' } : address.startsWith('full.') ? { code: 452, message: 'Mailbox full, try later' } : undefined,
    // Every accepted message is filed like the development outbox: the applicants' activation helpers read it there.
    onMessage: async (message) => {
      if (!folder.dir) return;
      await mkdir(join(folder.dir, 'outbox'), { recursive: true });
      await writeFile(join(folder.dir, 'outbox', `${String(++filed).padStart(6, '0')}.eml`), message.raw);
    },
  });
  // One attempt: a temporary refusal is given up on at once (the outbox's "too many attempts").
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_MAX_ATTEMPTS: '1' });
  folder.dir = t.dataDir;
  admin = bearer(await t.token('admin'));
  jobId = await referencesJob(t, 'Ward Nurse, bounced referees');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Every message queued so far has been handled by the outbox (sent or given up on). */
const settled = () =>
  eventually(async () => (await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.status, ['queued', 'sending', 'retrying']))).length === 0, 'the outbox to settle');

/** An application at interview whose first referee's address is `address`, both referees asked, and the outbox drained. */
async function askedWithFirstReferee(name: string, address: string) {
  const app = await atInterview(t, admin, jobId, name);
  await t.app.db.execute(sql`update applications set snapshot = jsonb_set(snapshot, '{profile,referees,0,email}', to_jsonb(${address}::text)) where id = ${app.id}`);
  const res = await t.app.inject({ method: 'POST', url: refsUrl(app.id), headers: admin, payload: { refereeIds: ['ref-1', 'ref-2'], stage: 'pre_offer' } });
  expect(res.statusCode, res.body).toBe(201);
  const [first, second] = res.json().items as { id: number }[];
  await settled();
  return { ...app, first: first!.id, second: second!.id };
}

const staffList = async (id: number) => (await t.app.inject({ url: refsUrl(id), headers: admin })).json().items as { id: number; addressBounced: boolean; refereeEmail: string }[];
const myList = async (id: number, headers: Record<string, string>) =>
  (await t.app.inject({ url: myRefsUrl(id), headers })).json().items as { id: number; addressBounced: boolean; refereeEmail: string; history: { kind: string }[] }[];
const fix = (id: number, referenceId: number, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: myRefsUrl(id, referenceId, 'email'), headers, payload: payload as object });

describe('a referee address the mail server refuses', () => {
  let main: Awaited<ReturnType<typeof askedWithFirstReferee>>;

  beforeAll(async () => {
    main = await askedWithFirstReferee('bounce-main', GONE);
  }, 60_000);

  it('shows "address bounced" to staff and to the applicant, with the bounce in the history', async () => {
    const [outbox] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, GONE));
    expect(outbox).toMatchObject({ status: 'failed', undeliverable: true });
    expect(smtp.received.some((m) => m.to.includes(PETER))).toBe(true);
    expect((await staffList(main.id)).map((i) => [i.id, i.addressBounced])).toEqual([
      [main.first, true],
      [main.second, false],
    ]);
    const mine = await myList(main.id, main.who.headers);
    expect(mine.map((i) => i.addressBounced)).toEqual([true, false]);
    expect(mine[0]!.history.map((e) => e.kind)).toEqual(['requested', 'address_bounced']);
  });

  it('refuses hostile corrections: bad input, a request that did not bounce, another applicant\'s request, the applicant\'s own address, a referee asked already', async () => {
    for (const payload of [{}, { email: 5 }, { email: 'not-an-address' }, { email: `${'x'.repeat(250)}@example.org` }, { email: ['mary.new@county.example'] }]) {
      expect((await fix(main.id, main.first, main.who.headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await fix(main.id, main.second, main.who.headers, { email: 'new.peter@county.example' })).json()).toMatchObject({ statusCode: 409, code: 'referee_email_not_bounced', field: 'email' });
    const stranger = await atInterview(t, admin, jobId, 'bounce-stranger');
    expect((await fix(main.id, main.first, stranger.who.headers, { email: 'mary.new@county.example' })).json()).toMatchObject({ statusCode: 404, code: 'application_not_found' });
    expect((await fix(stranger.id, main.first, stranger.who.headers, { email: 'mary.new@county.example' })).json()).toMatchObject({ statusCode: 404, code: 'reference_not_found' });
    expect((await fix(main.id, main.first, main.who.headers, { email: main.who.email.toUpperCase() })).json()).toMatchObject({ code: 'referee_is_applicant' });
    expect((await fix(main.id, main.first, main.who.headers, { email: PETER })).json()).toMatchObject({ statusCode: 409, code: 'referee_already_asked' });
    // Staff cannot be called as the applicant, and the applicant's route is not staff's.
    expect((await fix(main.id, main.first, admin, { email: 'mary.new@county.example' })).statusCode).toBe(403);
    expect((await staffList(main.id))[0]!.refereeEmail).toBe(GONE);
  });

  it('the applicant\'s correction kills the old link, asks the new address and records the change', async () => {
    const oldToken = await refereeToken(t, GONE);
    expect((await referee.get(t, oldToken)).statusCode).toBe(200);
    const res = await fix(main.id, main.first, main.who.headers, { email: 'Mary.New@county.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refereeEmail: 'Mary.New@county.example', addressBounced: false });
    expect(res.json().history.map((e: { kind: string }) => e.kind)).toEqual(['requested', 'address_bounced', 'email_changed']);
    expect((await referee.get(t, oldToken)).json()).toMatchObject({ statusCode: 404, code: 'reference_link_invalid' });
    const newToken = await refereeToken(t, 'Mary.New@county.example');
    expect((await referee.get(t, newToken)).json()).toMatchObject({ state: 'open', refereeName: 'Mary Njeri' });
    await settled();
    expect(smtp.received.some((m) => m.to.includes('Mary.New@county.example') && m.raw.includes('/careers/reference'))).toBe(true);
    expect((await staffList(main.id))[0]).toMatchObject({ addressBounced: false, refereeEmail: 'Mary.New@county.example' });
    // Fixed once: a second correction is refused (the new address did not bounce).
    expect((await fix(main.id, main.first, main.who.headers, { email: 'mary.other@county.example' })).json()).toMatchObject({ code: 'referee_email_not_bounced' });
  });
});

describe('retries exhausted, corrections at once, and staff', () => {
  it('an address the outbox gave up on after its attempts counts as bounced; two corrections at once make one', async () => {
    const app = await askedWithFirstReferee('bounce-full', FULL);
    const [outbox] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, FULL));
    expect(outbox).toMatchObject({ status: 'failed', undeliverable: false });
    expect((await myList(app.id, app.who.headers))[0]!.addressBounced).toBe(true);
    const both = await Promise.all([
      fix(app.id, app.first, app.who.headers, { email: 'mary.one@county.example' }),
      fix(app.id, app.first, app.who.headers, { email: 'mary.two@county.example' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const mails = await t.app.db.select().from(mailOutbox).where(sql`${mailOutbox.recipient} in ('mary.one@county.example', 'mary.two@county.example')`);
    expect(mails).toHaveLength(1);
  });

  it('staff see the bounce and may correct it; the mail log\'s retry of the message clears it until it fails again', async () => {
    const app = await askedWithFirstReferee('bounce-staff', GONE);
    expect((await staffList(app.id))[0]!.addressBounced).toBe(true);
    // Queued again from the mail log: not bounced while it waits.
    const [outbox] = await t.app.db.select().from(mailOutbox).where(sql`${mailOutbox.recipient} = ${GONE} and ${mailOutbox.status} = 'failed'`).orderBy(sql`id desc`).limit(1);
    const retried = await t.app.inject({ method: 'POST', url: `/api/careers/admin/mail/${outbox!.id}/retry`, headers: admin });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await staffList(app.id))[0]!.addressBounced).toBe(false);
    await settled();
    expect((await staffList(app.id))[0]!.addressBounced).toBe(true);
    const res = await t.app.inject({ method: 'PATCH', url: refsUrl(app.id, app.first, 'email'), headers: admin, payload: { email: 'mary.staff@county.example' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ addressBounced: false, refereeEmail: 'mary.staff@county.example' });
    expect((await myList(app.id, app.who.headers))[0]!.history.map((e) => e.kind)).toEqual(['requested', 'address_bounced', 'email_changed']);
  });
});
