import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { accessibilityFeedback, auditLog, mailOutbox } from '../../server/db/schema.js';
import { activeStaff } from './careers-staff-helpers.js';

const STATEMENT = '/api/careers/accessibility';
const FEEDBACK = '/api/careers/accessibility/feedback';
const LIST = '/api/careers/admin/accessibility-feedback';
const PER_HOUR = 4;

const message = (overrides: Record<string, unknown> = {}) => ({
  kind: 'format',
  message: 'I use a screen reader and the education section is hard to fill in. Could I have the form as a Word document?',
  format: 'Word document',
  name: 'Amina Otieno',
  email: 'amina@example.org',
  contactPreference: 'email',
  locale: 'en',
  ...overrides,
});

let t: TestApp;
let admin: Record<string, string>;
/** A fresh client address per test, so each has its own hourly budget. */
let address = 0;
const send = (payload: unknown, ip = `10.0.0.${++address}`) => t.app.inject({ method: 'POST', url: FEEDBACK, payload: payload as object, remoteAddress: ip });
const mailsTo = (to: string) => t.app.db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.bodyText }).from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id);

beforeAll(async () => {
  t = await createTestApp({ ACCESSIBILITY_FEEDBACK_PER_HOUR: String(PER_HOUR), ACCESSIBILITY_CONTACT_EMAIL: 'access@hospital.test', ACCESSIBILITY_REPLY_WORKING_DAYS: '7' });
  admin = bearer(await t.token('admin'));
});
afterAll(() => t.close());

describe('GET /api/careers/accessibility (getAccessibilityStatement)', () => {
  it('serves both statements with their status, problems and evidence, and the deployment’s contact and enforcement body', async () => {
    const res = await t.app.inject({ method: 'GET', url: STATEMENT });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.statements.map((s: { audience: string }) => s.audience)).toEqual(['applicants', 'staff']);
    expect(body.statements[0]).toMatchObject({ status: 'partially', lastReviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(body.statements[0].problems[0].affects).toEqual({ en: expect.any(String), fr: expect.any(String), de: expect.any(String), pt: expect.any(String) });
    expect(body.contact).toEqual({ email: 'access@hospital.test', replyWorkingDays: 7 });
    expect(body.enforcement).toEqual({ body: 'National Council for Persons with Disabilities', url: 'https://ncpwd.go.ke/' });
    expect(body.evidence).toEqual({ testedAt: expect.any(String), axeCoreVersion: expect.any(String), commit: expect.toBeOneOf([null, expect.any(String)]) });
  });
});

describe('POST /api/careers/accessibility/feedback (sendAccessibilityFeedback)', () => {
  it('stores the message, mails the contact everything needed to answer and acknowledges the sender with a reference and the reply time', async () => {
    const res = await send(message({ email: 'ack-en@example.org' }));
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json();
    expect(res.json()).toEqual({ reference: expect.stringMatching(/^A11Y-\d{6}$/), replyWorkingDays: 7 });
    const [contact] = (await mailsTo('access@hospital.test')).filter((m) => m.text.includes(reference));
    expect(contact).toMatchObject({ kind: 'accessibility-feedback', subject: `Accessibility feedback ${reference}` });
    expect(contact!.text).toContain('asks for the application in another format');
    expect(contact!.text).toContain('Format asked for: Word document.');
    expect(contact!.text).toContain('/careers/admin/accessibility-feedback');
    expect(await mailsTo('ack-en@example.org')).toEqual([
      {
        kind: 'accessibility-feedback-received',
        subject: `We received your message about accessibility (${reference})`,
        text: expect.stringContaining(`Your reference is ${reference}. We will reply within 7 working days`),
      },
    ]);
  });

  it('acknowledges in the sender’s language: French, German and Portuguese', async () => {
    const expected = {
      fr: ['Nous avons reçu votre message sur l’accessibilité', 'Nous vous répondrons sous 7 jours ouvrés'],
      de: ['Wir haben Ihre Nachricht zur Barrierefreiheit erhalten', 'innerhalb von 7 Arbeitstagen'],
      pt: ['Recebemos a sua mensagem sobre acessibilidade', 'no prazo de 7 dias úteis'],
    };
    for (const [locale, [subject, body]] of Object.entries(expected)) {
      const to = `ack-${locale}@example.org`;
      const res = await send(message({ email: to, locale, kind: 'adjustment', format: undefined }));
      expect(res.statusCode, res.body).toBe(201);
      const [mail] = await mailsTo(to);
      expect(mail!.subject).toBe(`${subject} (${res.json().reference})`);
      expect(mail!.text).toContain(body);
      expect(mail!.text).toContain(res.json().reference);
    }
  });

  it('is limited per address per hour (429 with Retry-After), and a burst at once never gets more through', async () => {
    const ip = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < PER_HOUR + 1; i++) codes.push((await send(message({ email: `one-by-one${i}@example.org` }), ip)).statusCode);
    expect(codes).toEqual([...Array<number>(PER_HOUR).fill(201), 429]);
    const refused = await send(message(), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    // Sent at once from a fresh address: never more than the limit stored (the counter is shared by the requests in flight).
    const burst = await Promise.all(Array.from({ length: PER_HOUR + 3 }, (_, i) => send(message({ email: `burst${i}@example.org` }), '10.9.9.10')));
    expect(burst.filter((a) => a.statusCode === 201).length).toBeLessThanOrEqual(PER_HOUR);
    expect(burst.every((a) => [201, 429].includes(a.statusCode))).toBe(true);
    const stored = await t.app.db.select({ id: accessibilityFeedback.id }).from(accessibilityFeedback).where(like(accessibilityFeedback.email, 'burst%'));
    expect(stored.length).toBe(burst.filter((a) => a.statusCode === 201).length);
    // Another address still gets through.
    expect((await send(message({ email: 'other-address@example.org' }))).statusCode).toBe(201);
  });

  it('refuses hostile input with the error envelope, storing and mailing nothing', async () => {
    const before = (await t.app.db.select({ id: accessibilityFeedback.id }).from(accessibilityFeedback)).length;
    const hostile: Record<string, unknown>[] = [
      message({ kind: 'complaint' }),
      message({ message: '   ' }),
      message({ message: 'x'.repeat(4001) }),
      message({ name: 42 }),
      message({ email: 'not-an-address' }),
      message({ contactPreference: 'pigeon' }),
      message({ locale: 'xx' }),
      message({ phone: '<script>' }),
      message({ name: 'cv\u202Efdp.exe' }),
      { kind: 'problem' },
    ];
    for (const payload of hostile) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    }
    expect((await t.app.db.select({ id: accessibilityFeedback.id }).from(accessibilityFeedback)).length).toBe(before);
    // Fields of its own the sender cannot set are dropped: the item is open, with the database's reference.
    const forged = await send(message({ reference: 'A11Y-999999', status: 'handled', email: 'forged@example.org' }));
    expect(forged.statusCode).toBe(201);
    expect(forged.json().reference).not.toBe('A11Y-999999');
    const [row] = await t.app.db.select().from(accessibilityFeedback).where(eq(accessibilityFeedback.email, 'forged@example.org'));
    expect(row).toMatchObject({ status: 'open', reference: forged.json().reference, handledAt: null });
  });

  it('refuses a phone preference without a phone number (the database holds it too)', async () => {
    const res = await send(message({ contactPreference: 'phone' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'phone_required', field: 'phone' });
    expect((await send(message({ contactPreference: 'phone', phone: '  ' }))).statusCode).toBe(400);
    expect((await send(message({ contactPreference: 'phone', phone: '+254 700 000 000', email: 'phone@example.org' }))).statusCode).toBe(201);
  });
});

describe('the staff list (listAccessibilityFeedback, resolveAccessibilityFeedback)', () => {
  it('shows the feedback to super admins and recruitment admins, newest first, filtered and counted; not to other staff or applicants', async () => {
    const hr = await activeStaff(t, admin, 'hr-a11y@example.org', { systemRole: 'recruitment_admin' });
    const manager = await activeStaff(t, admin, 'manager-a11y@example.org', { systemRole: 'recruiting_manager' });
    const sent = await send(message({ kind: 'problem', email: 'listed@example.org', message: 'The salary filter cannot be reached with the Tab key.' }));
    for (const headers of [admin, hr.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `${LIST}?q=salary%20filter&status=open`, headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ total: 1, statusCounts: { open: 1, handled: 0 }, items: [{ reference: sent.json().reference, kind: 'problem', email: 'listed@example.org', status: 'open', handledBy: null }] });
    }
    expect((await t.app.inject({ method: 'GET', url: LIST, headers: manager.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: LIST, headers: bearer(await t.token('client')) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?status=closed`, headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?perPage=1000`, headers: admin })).statusCode).toBe(400);
    const reads = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'accessibility_feedback.listed'));
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('marks an item handled once: who, when and the note are kept and audited; a second or concurrent mark is refused (409)', async () => {
    const hr = await activeStaff(t, admin, 'hr-resolve@example.org', { systemRole: 'recruitment_admin', fullName: 'Grace Wanjiru' });
    const sent = await send(message({ email: 'resolve@example.org' }));
    const id = (await t.app.inject({ method: 'GET', url: `${LIST}?q=${sent.json().reference}`, headers: admin })).json().items[0].id;
    const url = `${LIST}/${id}/resolve`;
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url, headers: hr.headers, payload: { note: 'Sent the form as a Word document.' } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const done = answers.find((a) => a.statusCode === 200)!.json();
    expect(done).toMatchObject({ status: 'handled', handledBy: 'Grace Wanjiru', handledNote: 'Sent the form as a Word document.', handledAt: expect.any(String) });
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'feedback_already_handled' });
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'accessibility_feedback.handled'), eq(auditLog.subjectId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: hr.id, outcome: 'allowed' });
  });

  it('refuses hostile marks: unknown or malformed ids, a note too long, extra fields, callers without the right', async () => {
    const manager = await activeStaff(t, admin, 'manager-resolve@example.org', { systemRole: 'panel_member' });
    const post = (url: string, payload: unknown, headers = admin) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
    expect((await post(`${LIST}/999999/resolve`, {})).json()).toMatchObject({ statusCode: 404, code: 'feedback_not_found' });
    expect((await post(`${LIST}/abc/resolve`, {})).statusCode).toBe(400);
    expect((await post(`${LIST}/0/resolve`, {})).statusCode).toBe(400);
    expect((await post(`${LIST}/1/resolve`, { note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post(`${LIST}/1/resolve`, {}, manager.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${LIST}/1/resolve`, payload: {} })).statusCode).toBe(401);
  });
});
