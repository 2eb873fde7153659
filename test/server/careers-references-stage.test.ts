import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { openJob } from './careers-applications-helpers.js';
import { atStage, referee, refereeToken, referencesJob, refsUrl, withAdminApp, MARY } from './careers-references-helpers.js';

/**
 * When a job takes references (issue 30): after the offer by default (earlier only when the staff
 * member names the questionnaire), or before interview where the job says so (from shortlisting,
 * the pre-offer questionnaire: never health or sickness absence).
 */
let t: TestApp;
let admin: Record<string, string>;

withAdminApp((app, headers) => ([t, admin] = [app, headers]));

const JOBS = '/api/careers/admin/jobs';
const ask = (id: number, body: object) => t.app.inject({ method: 'POST', url: refsUrl(id), headers: admin, payload: body });
const listOf = async (id: number) => (await t.app.inject({ url: refsUrl(id), headers: admin })).json();
const applicationAt = async (jobId: number, name: string, steps: string[]) => (await atStage(t, admin, jobId, name, steps)).id;

describe('the job\'s setting', () => {
  it('is "after the offer" unless the job form says otherwise; the form stores "before interview" and refuses anything else', async () => {
    const { id } = await openJob(t, 'Ward clerk, default references');
    const job = (await t.app.inject({ url: `${JOBS}/${id}`, headers: admin })).json();
    expect(job.referenceStage).toBe('after_offer');
    const { id: _id, reference: _r, slug: _s, status: _st, postedAt: _p, closesAt: _c, createdAt: _ca, updatedAt: _u, ...input } = job;
    for (const referenceStage of ['whenever', 7, null]) {
      expect((await t.app.inject({ method: 'PUT', url: `${JOBS}/${id}`, headers: admin, payload: { ...input, referenceStage } })).statusCode, String(referenceStage)).toBe(400);
    }
    const saved = await t.app.inject({ method: 'PUT', url: `${JOBS}/${id}`, headers: admin, payload: { ...input, referenceStage: 'before_interview' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ url: `${JOBS}/${id}`, headers: admin })).json().referenceStage).toBe('before_interview');
    // An applicant or the public never sees it.
    const page = await t.app.inject({ url: `/api/careers/jobs/${job.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).not.toHaveProperty('referenceStage');
  });
});

describe('a job taking references after the offer (default)', () => {
  let jobId: number;
  beforeAll(async () => {
    jobId = await referencesJob(t, 'Staff nurse, references after the offer', 'after_offer');
  });

  it('before the offer, a request is refused with a code unless it names the questionnaire; then it is pre-offer', async () => {
    const shortlisted = await applicationAt(jobId, 'stage-after-short', ['under_review', 'shortlisted']);
    expect((await ask(shortlisted, { refereeIds: ['ref-1'], stage: 'pre_offer' })).json()).toMatchObject({ statusCode: 409, code: 'references_not_open' });
    const interview = await applicationAt(jobId, 'stage-after-iv', ['under_review', 'shortlisted', 'interview']);
    expect(await listOf(interview)).toMatchObject({ canRequest: true, jobReferenceStage: 'after_offer', needsExplicitStage: true });
    expect((await ask(interview, { refereeIds: ['ref-1'] })).json()).toMatchObject({ statusCode: 409, code: 'references_after_offer', field: 'stage' });
    expect((await listOf(interview)).items).toEqual([]);
    const res = await ask(interview, { refereeIds: ['ref-1'], stage: 'pre_offer' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items[0].stage).toBe('pre_offer');
  });

  it('from the offer on, the default is the post-offer questionnaire', async () => {
    const offered = await applicationAt(jobId, 'stage-after-offer', ['under_review', 'shortlisted', 'interview', 'offer']);
    expect(await listOf(offered)).toMatchObject({ needsExplicitStage: false });
    const res = await ask(offered, { refereeIds: ['ref-1'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items[0].stage).toBe('post_offer');
  });
});

describe('a job taking references before interview', () => {
  let jobId: number;
  beforeAll(async () => {
    jobId = await referencesJob(t, 'Midwife, references before interview', 'before_interview');
  });

  it('asks from shortlisting on with the pre-offer questionnaire: no health, absence or concern question', async () => {
    const early = await applicationAt(jobId, 'stage-before-review', ['under_review']);
    expect((await ask(early, { refereeIds: ['ref-1'] })).json()).toMatchObject({ code: 'references_not_open' });
    const shortlisted = await applicationAt(jobId, 'stage-before-short', ['under_review', 'shortlisted']);
    expect(await listOf(shortlisted)).toMatchObject({ canRequest: true, jobReferenceStage: 'before_interview', needsExplicitStage: false });
    // The post-offer questionnaire before the offer: refused, whatever the staff member asks.
    expect((await ask(shortlisted, { refereeIds: ['ref-1'], stage: 'post_offer' })).json()).toMatchObject({ statusCode: 409, code: 'reference_stage_too_early', field: 'stage' });
    const res = await ask(shortlisted, { refereeIds: ['ref-1'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items[0].stage).toBe('pre_offer');
    const page = (await referee.get(t, await refereeToken(t, MARY))).json();
    const keys = page.questions.map((q: { key: string }) => q.key);
    expect(page.stage).toBe('pre_offer');
    expect(keys).toContain('ableToDoRole');
    for (const key of ['sicknessAbsenceDays', 'concerns', 'reasonForLeaving']) expect(keys).not.toContain(key);
    expect((await referee.draft(t, await refereeToken(t, MARY), { sicknessAbsenceDays: 2 })).json()).toMatchObject({ code: 'question_not_asked' });
  });

  it('at the offer, the default stays pre-offer; the post-offer questionnaire only when named', async () => {
    const offered = await applicationAt(jobId, 'stage-before-offer', ['under_review', 'shortlisted', 'interview', 'offer']);
    const res = await ask(offered, { refereeIds: ['ref-1'] });
    expect(res.json().items[0].stage).toBe('pre_offer');
    const named = await ask(offered, { refereeIds: ['ref-2'], stage: 'post_offer' });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().items[0].stage).toBe('post_offer');
  });
});
