import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { REFUSAL_CODES } from '../../common/refusal-codes.js';
import { FILES, FULL_PROFILE, inDays, publishableJob, registerApplicant, upload } from './careers-helpers.js';
import { APPS, applicant, draft, openJob } from './careers-applications-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let jobId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  jobId = (await openJob(t, 'Refusals Pharmacist')).id;
});
afterAll(async () => t?.close());

describe('a refused submission names every reason at once', () => {
  it('lists each missing section and document and the declaration, and the draft shows the same before Submit', async () => {
    const fresh = await applicant(t, 'several.missing', false);
    const started = await t.app.inject({ method: 'POST', url: APPS, headers: fresh.headers, payload: { jobId } });
    expect(started.statusCode).toBe(201);
    const expected = [
      { code: 'account_not_activated', field: 'account' },
      { code: 'profile_incomplete', field: 'profile.personal' },
      { code: 'profile_incomplete', field: 'profile.education' },
      { code: 'profile_incomplete', field: 'profile.referees' },
      { code: 'profile_incomplete', field: 'profile.personalStatement' },
      { code: 'documents_missing', field: 'documents.cv' },
      { code: 'documents_missing', field: 'documents.licence' },
      { code: 'declaration_required', field: 'declaration' },
    ];
    expect(started.json().blockers).toEqual(expected);

    const refused = await t.app.inject({ method: 'POST', url: `${APPS}/${started.json().id}/submit`, headers: fresh.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'account_not_activated', field: 'account', problems: expected });
    expect(refused.json().message).toMatch(/activate your account.*personal details, education, two referees, personal statement.*cv, licence.*declaration/);
  });

  it('an activated applicant with details but no documents is told about both documents (400), and the autosave updates the list', async () => {
    const ready = await applicant(t, 'no.documents.chosen');
    const app = await draft(t, ready, jobId, { documentIds: [], declaration: false });
    const refused = await t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/submit`, headers: ready.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([
      { code: 'documents_missing', field: 'documents.cv' },
      { code: 'documents_missing', field: 'documents.licence' },
      { code: 'declaration_required', field: 'declaration' },
    ]);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `${APPS}/${app.id}`,
      headers: ready.headers,
      payload: { version: app.version, documentIds: [ready.docs.cv], declaration: true },
    });
    expect(saved.json().blockers).toEqual([{ code: 'documents_missing', field: 'documents.licence' }]);
  });
});

describe('who uses the applicant area', () => {
  it('administrators manage, they do not apply: the applicant routes answer 403, their account settings and the review work', async () => {
    for (const [method, url] of [
      ['GET', '/api/careers/profile'],
      ['GET', '/api/careers/documents'],
      ['GET', APPS],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const start = await t.app.inject({ method: 'POST', url: APPS, headers: admin, payload: { jobId } });
    expect(start.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/careers/account/preferences', headers: admin })).statusCode).toBe(200);

    const owner = await applicant(t, 'document.owner');
    const download = await t.app.inject({ url: `/api/careers/documents/${owner.docs.cv}/download`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('an applicant keeps every applicant route, and cannot download another applicant’s document', async () => {
    const client = bearer(await t.token('client'));
    expect((await t.app.inject({ url: '/api/careers/profile', headers: client })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/careers/account/preferences', headers: client })).statusCode).toBe(200);
    const other = await applicant(t, 'someone.else');
    const res = await t.app.inject({ url: `/api/careers/documents/${other.docs.cv}/download`, headers: client });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('document_not_found');
  });
});

describe('every refusal has its code and field', () => {
  it('documents', async () => {
    const who = await registerApplicant(t.app, 'upload.codes');
    const exe = await upload(t.app, who.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.exe() });
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ code: 'unsupported_file', field: 'file' });
    const kind = await upload(t.app, who.headers, { kind: 'poem' }, { filename: 'cv.pdf', content: FILES.pdf() });
    expect(kind.json()).toMatchObject({ code: 'invalid_document_kind', field: 'kind' });
    const none = await upload(t.app, who.headers, { kind: 'cv' });
    expect(none.json()).toMatchObject({ code: 'file_required', field: 'file' });
    const empty = await upload(t.app, who.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: Buffer.alloc(0) });
    expect(empty.json()).toMatchObject({ code: 'file_empty', field: 'file' });
    const cv = (await upload(t.app, who.headers, { kind: 'cv' }, { filename: 'cv.pdf', content: FILES.pdf() })).json();
    const blank = await t.app.inject({ method: 'PATCH', url: `/api/careers/documents/${cv.id}`, headers: who.headers, payload: { name: '   ' } });
    expect(blank.json()).toMatchObject({ statusCode: 400, code: 'invalid_document_name', field: 'name' });
    const nothing = await t.app.inject({ method: 'PATCH', url: `/api/careers/documents/${cv.id}`, headers: who.headers, payload: { colour: 'blue' } });
    expect(nothing.json()).toMatchObject({ statusCode: 400, code: 'nothing_to_change' });
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/careers/documents/00000000-0000-4000-8000-000000000000', headers: who.headers });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'document_not_found' });
  });

  it('applicant details: every date problem at once, each with its field', async () => {
    const who = await registerApplicant(t.app, 'date.codes');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/careers/profile',
      headers: who.headers,
      payload: {
        ...FULL_PROFILE,
        version: 0,
        dateOfBirth: inDays(-365),
        employment: [FULL_PROFILE.employment[0], { ...FULL_PROFILE.employment[1], startDate: '2017-01-01', endDate: '2016-01-01' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'birth_date_implausible',
      field: 'dateOfBirth',
      problems: [
        { code: 'birth_date_implausible', field: 'dateOfBirth' },
        { code: 'end_before_start', field: 'employment.1.endDate' },
      ],
    });
  });

  it('jobs: every missing field of a publication, a past closing date, an illegal move, an unknown job', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: { title: 'Half a job', salaryMin: 10, salaryMax: 5 } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'salary_range_inverted', field: 'salaryMin' });
    const draftJob = (await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: { title: 'Half a job', location: 'lakeside-satellite' } })).json();
    const publish = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${draftJob.id}/publish`, headers: admin });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({ code: 'field_required', field: 'department' });
    expect(publish.json().problems.map((p: { field: string }) => p.field)).toEqual([
      'department',
      'employmentType',
      'workingPattern',
      'summary',
      'description',
      'salaryMin',
      'salaryMax',
      'closingDate',
    ]);
    const close = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${draftJob.id}/close`, headers: admin });
    expect(close.json()).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    const past = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob('Past job', inDays(-2)) });
    const publishPast = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${past.json().id}/publish`, headers: admin });
    expect(publishPast.json()).toMatchObject({ code: 'closing_date_past', field: 'closingDate' });
    expect((await t.app.inject({ url: '/api/careers/admin/jobs/999999', headers: admin })).json()).toMatchObject({ code: 'job_not_found' });
    expect((await t.app.inject({ url: '/api/careers/jobs/no-such-job' })).json()).toMatchObject({ code: 'job_not_found' });
  });

  it('reviews: a rejection without a reason, an empty note', async () => {
    const who = await applicant(t, 'review.codes');
    const app = await draft(t, who, jobId);
    await t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/submit`, headers: who.headers });
    const move = (payload: object) => t.app.inject({ method: 'POST', url: `/api/careers/admin/applications/${app.id}/transition`, headers: admin, payload });
    expect((await move({ to: 'under_review' })).statusCode).toBe(200);
    expect((await move({ to: 'rejected' })).json()).toMatchObject({ statusCode: 400, code: 'reason_required', field: 'reason' });
    expect((await move({ to: 'hired' })).json()).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    const note = await t.app.inject({ method: 'POST', url: `/api/careers/admin/applications/${app.id}/notes`, headers: admin, payload: { note: '   ' } });
    expect(note.json()).toMatchObject({ statusCode: 400, code: 'note_required', field: 'note' });
    const withdrawn = await t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/withdraw`, headers: who.headers });
    expect(withdrawn.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/withdraw`, headers: who.headers });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
  });

  it('account settings: a wrong password names its field; a staff account cannot delete itself', async () => {
    const who = await registerApplicant(t.app, 'settings.codes');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/careers/account/password',
      headers: who.headers,
      payload: { currentPassword: 'not it at all', newPassword: 'another long passphrase' },
    });
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'wrong_password', field: 'currentPassword' });
    const removal = await t.app.inject({ method: 'DELETE', url: '/api/careers/account', headers: admin, payload: { password: 'admin' } });
    expect(removal.json()).toMatchObject({ statusCode: 409, code: 'staff_not_deletable', message: expect.stringContaining('an administrator deactivates staff accounts') });
  });

  it('openapi.yaml documents every code in the operations that answer it', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { description?: string }>> };
    const described = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops))
      .map((op) => op.description ?? '')
      .join('\n');
    expect(REFUSAL_CODES.filter((code) => !described.includes(`\`${code}\``))).toEqual([]);
  });
});
