import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { applications, auditLog, jobs, mailOutbox, users } from '../../server/db/schema.js';
import { applicant, APPS, draft } from './careers-applications-helpers.js';
import { answer, closeSift, readScores, SIFT, siftJob, siftPanel, submitScores } from './careers-sift-helpers.js';

/**
 * Name-blind jobs: no personal value of an applicant reaches a panel member, whatever they fetch
 * (queue, scoring view, scores, refusals, the review list and export), until the sift closes or a
 * break-glass reveal; both reveals are audited.
 */
let t: TestApp;
let admin: Record<string, string>;
let jobId: number;
let panel: Awaited<ReturnType<typeof siftPanel>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  jobId = await siftJob(t, admin, 'Name-blind theatre nurse', { nameBlind: true });
  panel = await siftPanel(t, admin, jobId, 'blind');
}, 120_000);
afterAll(async () => t?.close());

const token = (prefix: string) => fc.stringMatching(/^[a-z]{7,10}$/).map((s) => `${prefix}${s}`);
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const WORDS = ['ward', 'care', 'shift', 'patients', 'triage', 'theatre', 'audit', 'teaching', 'safety', 'rota'];
const prose = fc.array(fc.constantFrom(...WORDS), { minLength: 3, maxLength: 12 }).map((w) => w.join(' '));

const person = fc.record({
  first: token('Qf'),
  last: token('Ql'),
  user: token('u'),
  domain: token('d'),
  phone: digits(9).map((d) => `+254 7${d}`),
  dateOfBirth: fc.date({ min: new Date('1950-01-01'), max: new Date('1999-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  nationality: token('Nat'),
  idNumber: digits(9).map((d) => `9${d}`),
  street: token('Street'),
  city: token('City'),
  postalCode: digits(6).map((d) => `P${d}`),
  registrationNumber: digits(7).map((d) => `REG${d}`),
  institution: token('Inst'),
  employer: token('Emp'),
  referee: token('Ref'),
  refereeEmail: token('refmail'),
  refereePhone: digits(9).map((d) => `+255 6${d}`),
  document: token('docname'),
  statement: prose,
  duties: prose,
});
type Person = typeof person extends fc.Arbitrary<infer P> ? P : never;

/** The values that must never reach a panel member (lower-cased for the search). */
const personalValues = (p: Person) =>
  [
    p.first,
    p.last,
    `${p.user}@${p.domain}.example`,
    p.user,
    p.phone,
    p.phone.replace(/\s/g, ''),
    p.dateOfBirth,
    p.nationality,
    p.idNumber,
    p.street,
    p.city,
    p.postalCode,
    p.registrationNumber,
    p.institution,
    p.employer,
    p.referee,
    p.refereeEmail,
    p.refereePhone,
    p.document,
  ].map((v) => v.toLowerCase());

async function insertApplication(p: Person, status: 'submitted' | 'shortlisted' = 'submitted', onJob = jobId) {
  const email = `${p.user}@${p.domain}.example`;
  const fullName = `${p.first} ${p.last}`;
  const [user] = await t.app.db
    .insert(users)
    .values({ email, username: p.user, fullName, passwordHash: '!test', role: 'client', status: 'active', activatedAt: new Date() })
    .returning({ id: users.id });
  const [job] = await t.app.db.select().from(jobs).where(eq(jobs.id, onJob));
  const form = { coverLetter: p.statement, documentIds: [], declaration: true };
  const profile = {
    firstName: p.first,
    middleName: '',
    lastName: p.last,
    phone: p.phone,
    dateOfBirth: p.dateOfBirth,
    nationality: p.nationality,
    idType: 'national-id',
    idNumber: p.idNumber,
    address: { line1: `${p.street} Road`, line2: '', city: p.city, region: '', postalCode: p.postalCode, country: 'Kenya' },
    registration: { body: 'Nursing Council', number: p.registrationNumber, expiryDate: '2030-01-01' },
    education: [{ id: 'e1', institution: p.institution, qualification: 'BSc Nursing', fieldOfStudy: 'Nursing', startDate: '2010-09-01', endDate: '2014-07-01', grade: 'First' }],
    employment: [{ id: 'w1', employer: p.employer, position: 'Staff Nurse', startDate: '2015-01-01', endDate: null, duties: p.duties, reasonForLeaving: '' }],
    referees: [{ id: 'r1', name: p.referee, position: 'Matron', organisation: 'Hospital', relationship: 'Manager', email: `${p.refereeEmail}@mail.example`, phone: p.refereePhone }],
    personalStatement: p.statement,
  };
  const [row] = await t.app.db
    .insert(applications)
    .values({
      jobId: onJob,
      applicantId: user!.id,
      status,
      version: 2,
      form,
      snapshot: {
        applicant: { fullName, email },
        profile,
        documents: [{ id: 'd1', kind: 'cv', name: `${p.document}.pdf`, contentType: 'application/pdf', size: 10, downloadUrl: `/api/careers/documents/d1` }],
        form,
        job: { id: onJob, reference: job!.reference, title: job!.title },
        anonymised: false,
      },
      submittedAt: new Date(),
    })
    .returning({ id: applications.id });
  return row!.id;
}

/** Everything a panel member can fetch about the job's applications, as text. */
async function whatThePanelSees(headers: Record<string, string>, ids: number[], onJob = jobId) {
  const get = (url: string) => t.app.inject({ url, headers });
  const bodies: string[] = [];
  bodies.push((await get(SIFT)).body);
  bodies.push((await get(`/api/careers/admin/applications?jobId=${onJob}`)).body);
  bodies.push((await get(`/api/careers/admin/applications/export.csv?jobId=${onJob}`)).body);
  bodies.push((await get(`/api/careers/admin/jobs/${onJob}/scorecard`)).body);
  for (const id of ids) {
    bodies.push((await get(`${SIFT}/applications/${id}`)).body);
    bodies.push((await get(`${SIFT}/applications/${id}/scores`)).body);
    bodies.push((await get(`/api/careers/admin/applications/${id}`)).body);
    bodies.push((await submitScores(t, headers, id, { verdict: 'shortlist', scores: [{ criterionKey: 'essential-0', score: 9, evidence: 'x' }] })).body);
    bodies.push((await submitScores(t, headers, id, { verdict: 'shortlist', scores: [] })).body);
    bodies.push((await t.app.inject({ method: 'POST', url: `${SIFT}/applications/${id}/reveal`, headers, payload: { reason: 'curious' } })).body);
  }
  return bodies.join('\n').toLowerCase();
}

describe('name-blind jobs', () => {
  it('is shown on the public job page; the applicant is warned where their own name or phone is in the free text, and can fix it; staff notices carry the alias', async () => {
    expect((await t.app.inject({ url: `/api/careers/jobs/${jobId}` })).json()).toMatchObject({ nameBlind: true });
    const who = await applicant(t, 'leaky', true, 'Zawadi Leaky');
    const leaky = await draft(t, who, jobId, { coverLetter: 'I am Zawadi and you can call me on +254 712 345 678.' });
    const seen = (await t.app.inject({ url: `${APPS}/${leaky.id}`, headers: who.headers })).json();
    expect(seen.identityWarnings).toEqual([
      { field: 'coverLetter', found: 'name' },
      { field: 'coverLetter', found: 'phone' },
    ]);
    const fixed = await t.app.inject({ method: 'PATCH', url: `${APPS}/${leaky.id}`, headers: who.headers, payload: { version: seen.version, coverLetter: 'I have run a theatre list for six years.' } });
    expect(fixed.json().identityWarnings).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `${APPS}/${leaky.id}/submit`, headers: who.headers })).statusCode).toBe(200);
    const notices = await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'admin@demo.com'), eq(mailOutbox.kind, 'application-new')));
    const notice = notices.find((m) => m.subject.includes((seen.job as { reference: string }).reference));
    expect(notice?.bodyText).toMatch(/Candidate [0-9A-Z]{4}/);
    expect(notice?.bodyText).not.toMatch(/Zawadi|Leaky/);
    // A job that is not name-blind warns of nothing.
    const open = await siftJob(t, admin, 'Open theatre nurse');
    expect((await t.app.inject({ url: `/api/careers/jobs/${open}` })).json()).toMatchObject({ nameBlind: false });
    const plain = await draft(t, who, open, { coverLetter: 'I am Zawadi.' });
    expect((await t.app.inject({ url: `${APPS}/${plain.id}`, headers: who.headers })).json().identityWarnings).toEqual([]);
  }, 60_000);

  it('no personal value of random applicants appears in anything a panel member can fetch', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(person, { minLength: 1, maxLength: 2 }), async (people) => {
        const ids = [];
        for (const p of people) ids.push(await insertApplication(p));
        const seen = await whatThePanelSees(panel.a, ids);
        const seenByLead = await whatThePanelSees(panel.lead, ids);
        for (const p of people) {
          for (const value of personalValues(p)) {
            expect(seen.includes(value), `panel member sees ${value}`).toBe(false);
            expect(seenByLead.includes(value), `lead sees ${value}`).toBe(false);
          }
        }
        // The scorer's view still carries what scoring needs, under the alias.
        const view = (await t.app.inject({ url: `${SIFT}/applications/${ids[0]}`, headers: panel.a })).json();
        expect(view).toMatchObject({ nameBlind: true, revealed: false, identity: null, label: expect.stringMatching(/^Candidate [0-9A-Z]{4}$/) });
        expect(view.answers).toMatchObject({ supportingStatement: people[0]!.statement, registrationBody: 'Nursing Council', qualifications: [{ qualification: 'BSc Nursing', fieldOfStudy: 'Nursing' }] });
        expect(view.answers.yearsOfExperience).toBeGreaterThan(0);
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  it('an application shortlisted by hand before the sift closes shows the panel no name, profile or documents, in the list or on its own, until a reveal', async () => {
    const handJob = await siftJob(t, admin, 'Name-blind scrub nurse', { nameBlind: true });
    const handPanel = await siftPanel(t, admin, handJob, 'byhand');
    const p = fc.sample(person, { numRuns: 1, seed: 7 })[0]!;
    const id = await insertApplication(p, 'shortlisted', handJob);
    const single = (headers: Record<string, string>) => t.app.inject({ url: `/api/careers/admin/applications/${id}`, headers });
    // The panel member may read it (shortlisted is a panel status): without who it is.
    const seen = await single(handPanel.a);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ id, status: 'shortlisted', documents: [] });
    expect(seen.json().applicant.fullName).toBeUndefined();
    const list = (await t.app.inject({ url: `/api/careers/admin/applications?jobId=${handJob}`, headers: handPanel.a })).json();
    expect(list.applications).toEqual([expect.objectContaining({ id, applicant: { id: expect.any(Number) } })]);
    const everything = await whatThePanelSees(handPanel.a, [id], handJob);
    for (const value of personalValues(p)) expect(everything.includes(value), `panel member sees ${value}`).toBe(false);
    // The recruiter runs the process and keeps seeing the applicant.
    expect((await single(admin)).json().applicant.fullName).toBe(`${p.first} ${p.last}`);
    // A break-glass reveal of that application shows it to the panel.
    const reveal = await t.app.inject({ method: 'POST', url: `${SIFT}/applications/${id}/reveal`, headers: admin, payload: { reason: 'Panel member may know the applicant' } });
    expect(reveal.statusCode, reveal.body).toBe(201);
    expect((await single(handPanel.a)).json().applicant.fullName).toBe(`${p.first} ${p.last}`);
  }, 60_000);

  it('break glass needs a super admin or recruitment admin and a reason, shows that one applicant to the panel, and is audited', async () => {
    const [id] = (await t.app.db.select({ id: applications.id }).from(applications).where(eq(applications.jobId, jobId)).limit(1)).map((r) => r.id);
    const reveal = (headers: Record<string, string>, reason: unknown) => t.app.inject({ method: 'POST', url: `${SIFT}/applications/${id}/reveal`, headers, payload: { reason } });
    expect((await reveal(panel.lead, 'We need to know')).statusCode).toBe(403);
    expect((await reveal(admin, '   ')).statusCode).toBe(400);
    expect((await reveal(admin, 42)).statusCode).toBe(400);
    const revealed = await reveal(admin, 'Possible conflict of interest with a panel member');
    expect(revealed.statusCode, revealed.body).toBe(201);
    expect(revealed.json()).toMatchObject({ applicationId: id, fullName: expect.stringMatching(/^(Qf|Zawadi)/) });
    const view = (await t.app.inject({ url: `${SIFT}/applications/${id}`, headers: panel.a })).json();
    expect(view).toMatchObject({ revealed: true, label: revealed.json().fullName });
    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.applicationId, id!), eq(auditLog.action, 'sift.identity_revealed')));
    expect(rows).toEqual([expect.objectContaining({ outcome: 'allowed', detail: { kind: 'break_glass', reason: 'Possible conflict of interest with a panel member' } })]);
    const denied = await t.app.db.select().from(auditLog).where(and(eq(auditLog.applicationId, id!), eq(auditLog.action, 'sift.identity_reveal_denied')));
    expect(denied.length).toBeGreaterThan(0);
  });

  it('closing the sift reveals every identity to the panel, audited once', async () => {
    const ids = (await t.app.db.select({ id: applications.id }).from(applications).where(eq(applications.jobId, jobId))).map((r) => r.id);
    for (const id of ids) {
      expect((await submitScores(t, panel.a, id, answer([2, 2, 2]))).statusCode).toBe(200);
      expect((await submitScores(t, panel.b, id, answer([2, 3, 2]))).statusCode).toBe(200);
    }
    expect((await readScores(t, panel.lead, ids[0]!)).statusCode).toBe(200);
    const closed = await closeSift(t, panel.lead, jobId, { rule: 'essentials', confirm: true });
    expect(closed.json()).toMatchObject({ closed: true, shortlisted: ids.length });
    const view = (await t.app.inject({ url: `${SIFT}/applications/${ids[0]}`, headers: panel.a })).json();
    expect(view).toMatchObject({ revealed: true, identity: { fullName: expect.stringMatching(/^(Qf|Zawadi)/) } });
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.jobId, jobId), eq(auditLog.action, 'sift.identities_revealed')));
    expect(audit).toHaveLength(1);
  });
});
