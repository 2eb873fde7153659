import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { EMPTY_JOB, opensAfterSave, serverErrors, toJobInput, validateJob, valuesOfJob, type JobFormValues } from './job-form-model';
import type { Job } from './vocabulary';

const TODAY = '2026-11-22';
const complete: JobFormValues = {
  ...EMPTY_JOB,
  title: 'Clinical Officer',
  department: 'medicine',
  location: 'main-campus',
  employmentType: 'permanent',
  workingPattern: 'full-time',
  salaryMin: '50000',
  salaryMax: '70000',
  closingDate: '2026-12-15',
  summary: 'Outpatient clinics.',
  description: 'You will run clinics.',
  duties: ' See patients \n\n Write notes ',
  documentsRequired: 'cv,licence',
};
const draft = { opening: false, wasPublic: false, today: TODAY };
const publish = { opening: true, wasPublic: false, today: TODAY };
const keys = (errors: object) => Object.keys(errors).sort();

describe('job form validation', () => {
  it('lets a draft be saved with only a title', () => {
    expect(validateJob({ ...EMPTY_JOB, title: 'Porter' }, draft)).toEqual({});
    expect(keys(validateJob(EMPTY_JOB, draft))).toEqual(['title']);
    expect(keys(validateJob({ ...EMPTY_JOB, title: 'ab' }, draft))).toEqual(['title']);
  });

  it('needs every required field to publish', () => {
    expect(keys(validateJob({ ...EMPTY_JOB, title: 'Porter' }, publish))).toEqual(
      ['closingDate', 'department', 'description', 'employmentType', 'location', 'salaryMax', 'salaryMin', 'summary', 'workingPattern'].sort(),
    );
    expect(validateJob(complete, publish)).toEqual({});
  });

  it('keeps the required fields of a job that has been public, but not its future date', () => {
    expect(keys(validateJob({ ...complete, summary: '' }, { ...draft, wasPublic: true }))).toEqual(['summary']);
    expect(validateJob({ ...complete, closingDate: '2026-01-01' }, { ...draft, wasPublic: true })).toEqual({});
  });

  it('wants the closing date today or later to publish', () => {
    expect(keys(validateJob({ ...complete, closingDate: '2026-11-21' }, publish))).toEqual(['closingDate']);
    expect(validateJob({ ...complete, closingDate: TODAY }, publish)).toEqual({});
    expect(validateJob({ ...complete, closingDate: '2026-11-21' }, draft)).toEqual({});
  });

  it('wants the salary range the right way round, in whole numbers', () => {
    expect(keys(validateJob({ ...complete, salaryMin: '80000', salaryMax: '70000' }, draft))).toEqual(['salaryMax']);
    expect(validateJob({ ...complete, salaryMin: '70000', salaryMax: '70000' }, draft)).toEqual({});
    expect(keys(validateJob({ ...complete, salaryMin: '5.5', salaryMax: '-3' }, draft))).toEqual(['salaryMax', 'salaryMin']);
  });

  it('checks posts, currency and lengths as the server does', () => {
    expect(keys(validateJob({ ...complete, posts: '0', salaryCurrency: 'KE' }, draft))).toEqual(['posts', 'salaryCurrency']);
    expect(keys(validateJob({ ...complete, summary: 'x'.repeat(601), duties: 'y'.repeat(501) }, draft))).toEqual(['duties', 'summary']);
    expect(keys(validateJob({ ...complete, essentialCriteria: Array.from({ length: 41 }, (_, i) => `c${i}`).join('\n') }, draft))).toEqual(['essentialCriteria']);
  });

  it('opens the job after saving when publishing or editing an open job', () => {
    expect(opensAfterSave(null, true)).toBe(true);
    expect(opensAfterSave('open', false)).toBe(true);
    expect(opensAfterSave('draft', false)).toBe(false);
    expect(opensAfterSave('closed', false)).toBe(false);
  });
});

describe('job form ↔ API', () => {
  it('sends the whole job, lists one entry per line and empty choices as null', () => {
    expect(toJobInput(complete)).toEqual({
      title: 'Clinical Officer',
      department: 'medicine',
      location: 'main-campus',
      employmentType: 'permanent',
      workingPattern: 'full-time',
      grade: '',
      salaryMin: 50000,
      salaryMax: 70000,
      salaryCurrency: 'KES',
      posts: 1,
      closingDate: '2026-12-15',
      summary: 'Outpatient clinics.',
      description: 'You will run clinics.',
      duties: ['See patients', 'Write notes'],
      essentialCriteria: [],
      desirableCriteria: [],
      documentsRequired: ['cv', 'licence'],
      referenceStage: 'after_offer',
    });
    expect(toJobInput({ ...EMPTY_JOB, title: ' Porter ' })).toMatchObject({ title: 'Porter', department: null, location: null, salaryMin: null, closingDate: null, referenceStage: 'after_offer' });
    expect(toJobInput({ ...complete, referenceStage: 'before_interview' }).referenceStage).toBe('before_interview');
    expect(toJobInput({ ...complete, referenceStage: 'whenever' }).referenceStage).toBe('after_offer');
  });

  it('fills the form from a job and back without loss', () => {
    const job = { ...toJobInput(complete), id: 3, reference: 'TRH/2026/003', slug: 's', status: 'draft' } as unknown as Job;
    expect(toJobInput(valuesOfJob(job))).toEqual(toJobInput(complete));
    const early = { ...job, referenceStage: 'before_interview' } as Job;
    expect(valuesOfJob(early).referenceStage).toBe('before_interview');
  });
});

describe('server refusals next to their fields, by code', () => {
  const english = (m: unknown) => (typeof m === 'string' ? m : i18n._(m as never));
  const worded = (fields: object) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, english(v)]));

  it('places a schema error on the field it names', () => {
    const { fields, form } = serverErrors({ status: 400, code: 'invalid_input', field: 'title' });
    expect(worded(fields)).toEqual({ title: 'This value is not accepted. Check it and try again.' });
    expect(form).toBeNull();
  });

  it('places every publishing problem on its field', () => {
    const { fields, form } = serverErrors({
      status: 400,
      code: 'field_required',
      field: 'department',
      problems: [
        { code: 'field_required', field: 'department' },
        { code: 'field_required', field: 'employmentType' },
        { code: 'salary_range_inverted', field: 'salaryMin' },
        { code: 'closing_date_past', field: 'closingDate' },
      ],
    });
    expect(worded(fields)).toEqual({
      department: 'Choose a department.',
      employmentType: 'Choose an employment type.',
      salaryMax: 'The maximum salary must be at least the minimum salary.',
      closingDate: 'To publish the job, the closing date must be today or later.',
    });
    expect(form).toBeNull();
  });

  it('keeps a refusal about no field for the summary, in words of its own', () => {
    const { fields, form } = serverErrors({ status: 409, code: 'invalid_transition' });
    expect(fields).toEqual({});
    expect(english(form)).toBe('This is not possible from the status it has now. Reload to see where it stands.');
  });
});
