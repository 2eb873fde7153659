import { describe, expect, it } from 'vitest';
import { nextSteps, type ApplicantSituation } from './next-steps';

const application = (id: number, status: string, open = true) =>
  ({ id, status, job: { id: id * 10, title: `Job ${id}`, open }, nextStep: 'none' }) as unknown as ApplicantSituation['applications'][number];
const complete = { personal: true, registration: true, education: true, employment: true, referees: true, personalStatement: true, complete: true, percent: 100 };

describe('an applicant\'s next steps', () => {
  it('a new pending account: activate, complete the details, browse', () => {
    expect(nextSteps({ status: 'pending', applications: [], completeness: { ...complete, personal: false, complete: false, percent: 0 } }).map((s) => s.kind)).toEqual([
      'activate',
      'complete-details',
      'browse-jobs',
    ]);
  });

  it('a draft left behind comes first, the newest whose job is still open', () => {
    const steps = nextSteps({ status: 'active', applications: [application(3, 'draft', false), application(2, 'draft'), application(1, 'submitted')], completeness: complete });
    expect(steps[0]).toEqual({ kind: 'continue-draft', applicationId: 2, jobTitle: 'Job 2' });
    expect(steps.map((s) => s.kind)).toEqual(['continue-draft', 'follow-applications', 'browse-jobs']);
  });

  it('applications sent: follow them (withdrawn ones do not count)', () => {
    const steps = nextSteps({ status: 'active', applications: [application(1, 'under_review'), application(2, 'withdrawn'), application(3, 'interview')], completeness: complete });
    expect(steps[0]).toEqual({ kind: 'follow-applications', count: 2 });
  });

  it('nothing yet and details complete: browse the jobs', () => {
    expect(nextSteps({ status: 'active', applications: [], completeness: complete })).toEqual([{ kind: 'browse-jobs' }]);
  });
});
